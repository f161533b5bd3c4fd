import { z } from 'zod'
import { listItemId, moduleCommon, optionalImage, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder, SAMPLE_ITEMS } from './create-context.ts'
import { defineModule } from './definition.ts'

export const peopleListModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('PeopleList'),
  title: optionalText,
  list: z
    .array(
      z.object({
        id: listItemId,
        image: optionalImage,
        name: optionalText,
        title: optionalText,
        text: optionalText,
      }),
    )
    .max(200)
    .default([]),
})

interface PersonTexts {
  name: string
  title: ByBrand
  text: ByBrand
}

const TEXTS: DefaultTexts<{ title: ByBrand; items: readonly [PersonTexts, PersonTexts] }> = {
  sv: {
    title: { wedding: 'Toastmasters', party: 'Festfixarna', event: 'Talare' },
    items: [
      {
        name: 'Anna Holm',
        title: { wedding: 'Toastmaster', party: 'Toastmaster', event: 'Moderator' },
        text: {
          wedding:
            '<p>Vill du hålla tal eller hitta på något under middagen? Hör av dig, så planerar vi det tillsammans.</p>',
          party:
            '<p>Vill du hålla tal eller hitta på något under middagen? Hör av dig, så planerar vi det tillsammans.</p>',
          event: '<p>Leder dagen och ser till att alla frågor får plats.</p>',
        },
      },
      {
        name: 'Johan Berg',
        title: { wedding: 'Toastmaster', party: 'Festfixare', event: 'Huvudtalare' },
        text: {
          wedding: '<p>Håller koll på klockan under kvällen och svarar gärna på frågor om festen.</p>',
          party: '<p>Har koll på allt det praktiska. Hör av dig om du har frågor om festen.</p>',
          event: '<p>Inleder med dagens första föredrag.</p>',
        },
      },
    ],
  },
  en: {
    title: { wedding: 'Toastmasters', party: 'The party crew', event: 'Speakers' },
    items: [
      {
        name: 'Anna Holm',
        title: { wedding: 'Toastmaster', party: 'Toastmaster', event: 'Host' },
        text: {
          wedding:
            '<p>Would you like to give a speech or plan a surprise during dinner? Get in touch and we will plan it together.</p>',
          party:
            '<p>Would you like to give a speech or plan a surprise during dinner? Get in touch and we will plan it together.</p>',
          event: '<p>Leads the day and makes sure every question gets its turn.</p>',
        },
      },
      {
        name: 'Johan Berg',
        title: { wedding: 'Toastmaster', party: 'Party planner', event: 'Keynote speaker' },
        text: {
          wedding:
            '<p>Keeps an eye on the clock during the evening and is happy to answer questions about the party.</p>',
          party:
            '<p>Takes care of everything practical. Get in touch if you have questions about the party.</p>',
          event: '<p>Opens with the first talk of the day.</p>',
        },
      },
    ],
  },
  da: {
    title: { wedding: 'Toastmastere', party: 'Festudvalget', event: 'Talere' },
    items: [
      {
        name: 'Anna Holm',
        title: { wedding: 'Toastmaster', party: 'Toastmaster', event: 'Moderator' },
        text: {
          wedding:
            '<p>Vil du holde tale eller finde på noget under middagen? Kontakt mig, så planlægger vi det sammen.</p>',
          party:
            '<p>Vil du holde tale eller finde på noget under middagen? Kontakt mig, så planlægger vi det sammen.</p>',
          event: '<p>Leder dagen og sørger for, at alle spørgsmål bliver stillet.</p>',
        },
      },
      {
        name: 'Johan Berg',
        title: { wedding: 'Toastmaster', party: 'Festarrangør', event: 'Hovedtaler' },
        text: {
          wedding: '<p>Holder øje med tiden i løbet af aftenen og svarer gerne på spørgsmål om festen.</p>',
          party: '<p>Styrer alt det praktiske. Kontakt mig, hvis du har spørgsmål om festen.</p>',
          event: '<p>Indleder med dagens første oplæg.</p>',
        },
      },
    ],
  },
}

export const peopleList = defineModule(peopleListModuleSchema)({
  richText: [['list', '*', 'text']],
  lists: { list: { emptyItem: (id) => ({ id, image: null, name: {}, title: {}, text: {} }) } },
  create(context) {
    const { common, text, branded, newId } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'PeopleList',
      title: branded((d) => d.title),
      list: SAMPLE_ITEMS.map((i) => ({
        id: newId('item'),
        image: null,
        name: text((d) => d.items[i].name),
        title: branded((d) => d.items[i].title),
        text: branded((d) => d.items[i].text),
      })),
    }
  },
})
