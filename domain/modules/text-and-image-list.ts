import { z } from 'zod'
import { listItemId, moduleCommon, optionalImage, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder, SAMPLE_ITEMS } from './create-context.ts'
import { defineModule } from './definition.ts'

export const textAndImageListModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('TextAndImageList'),
  title: optionalText,
  list: z
    .array(z.object({ id: listItemId, title: optionalText, text: optionalText, image: optionalImage }))
    .max(200)
    .default([]),
})

interface ItemTexts {
  title: ByBrand
  text: ByBrand
}

const TEXTS: DefaultTexts<{ title: ByBrand; items: readonly [ItemTexts, ItemTexts] }> = {
  sv: {
    title: { wedding: 'Dagens program', party: 'Festens program', event: 'Program' },
    items: [
      {
        title: {
          wedding: '15.00 Vigsel',
          party: '15.00 Välkomstdrink',
          event: '15.00 Registrering och kaffe',
        },
        text: {
          wedding: '<p>Vigseln börjar i kyrkan. Kom gärna en kvart innan, så hinner alla hitta en plats.</p>',
          party: '<p>Vi skålar och hälsar alla välkomna.</p>',
          event: '<p>Hämta din namnbricka i entrén.</p>',
        },
      },
      {
        title: {
          wedding: '18.00 Middag och fest',
          party: '18.00 Middag och dans',
          event: '15.30 Välkommen och första föredraget',
        },
        text: {
          wedding: '<p>Middag med tal och sång, och sedan dans.</p>',
          party: '<p>Middag med tal, och sedan dans till sent.</p>',
          event: '<p>Vi öppnar dagen i stora salen.</p>',
        },
      },
    ],
  },
  en: {
    title: { wedding: 'The day', party: 'The party', event: 'Programme' },
    items: [
      {
        title: {
          wedding: '3 pm Ceremony',
          party: '3 pm Welcome drinks',
          event: '3 pm Registration and coffee',
        },
        text: {
          wedding:
            '<p>The ceremony begins at the church. Please arrive a quarter of an hour early so everyone finds a seat.</p>',
          party: '<p>We raise a glass and welcome everyone.</p>',
          event: '<p>Pick up your name badge at the entrance.</p>',
        },
      },
      {
        title: {
          wedding: '6 pm Dinner and party',
          party: '6 pm Dinner and dancing',
          event: '3.30 pm Welcome and first talk',
        },
        text: {
          wedding: '<p>Dinner with speeches and songs, then dancing.</p>',
          party: '<p>Dinner with speeches, then dancing until late.</p>',
          event: '<p>We open the day in the main hall.</p>',
        },
      },
    ],
  },
  da: {
    title: { wedding: 'Dagens program', party: 'Festens program', event: 'Program' },
    items: [
      {
        title: {
          wedding: '15.00 Vielse',
          party: '15.00 Velkomstdrink',
          event: '15.00 Registrering og kaffe',
        },
        text: {
          wedding: '<p>Vielsen begynder i kirken. Kom gerne et kvarter før, så alle kan finde en plads.</p>',
          party: '<p>Vi skåler og byder alle velkommen.</p>',
          event: '<p>Hent dit navneskilt ved indgangen.</p>',
        },
      },
      {
        title: {
          wedding: '18.00 Middag og fest',
          party: '18.00 Middag og dans',
          event: '15.30 Velkomst og første oplæg',
        },
        text: {
          wedding: '<p>Middag med taler og sange og derefter dans.</p>',
          party: '<p>Middag med taler og derefter dans til sent.</p>',
          event: '<p>Vi åbner dagen i den store sal.</p>',
        },
      },
    ],
  },
}

export const textAndImageList = defineModule(textAndImageListModuleSchema)({
  richText: [['list', '*', 'text']],
  lists: { list: { emptyItem: (id) => ({ id, title: {}, text: {}, image: null }) } },
  create(context) {
    const { common, branded, newId } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'TextAndImageList',
      title: branded((d) => d.title),
      list: SAMPLE_ITEMS.map((i) => ({
        id: newId('item'),
        title: branded((d) => d.items[i].title),
        text: branded((d) => d.items[i].text),
        image: null,
      })),
    }
  },
})
