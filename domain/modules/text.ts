import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

export const textModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Text'),
  title: optionalText,
  text: optionalText,
})

const TEXTS: DefaultTexts<{ title: ByBrand; text: ByBrand }> = {
  sv: {
    title: { wedding: 'Välkomna!', party: 'Välkomna!', event: 'Om evenemanget' },
    text: {
      wedding:
        '<p>Vi ska gifta oss och vill fira dagen tillsammans med er som betyder mest för oss. Här på sidan hittar ni allt om dagen: tider, plats, program och hur ni svarar på inbjudan.</p><p>Vi längtar efter att ses!</p>',
      party:
        '<p>Det är dags att fira, och vi vill göra det tillsammans med dig! Här på sidan hittar du allt om festen: när, var, vad som händer och hur du svarar på inbjudan.</p><p>Vi ses!</p>',
      event:
        '<p>Här hittar du allt om evenemanget: program, plats, talare och hur du anmäler dig.</p><p>Varmt välkommen!</p>',
    },
  },
  en: {
    title: { wedding: 'Welcome!', party: 'Welcome!', event: 'About the event' },
    text: {
      wedding:
        '<p>We are getting married and want to celebrate the day with the people who mean the most to us. On this page you will find everything about the day: times, place, schedule and how to reply to the invitation.</p><p>We can’t wait to see you!</p>',
      party:
        '<p>It is time to celebrate, and we want to do it with you! On this page you will find everything about the party: when, where, what is happening and how to reply to the invitation.</p><p>See you there!</p>',
      event:
        '<p>Here you will find everything about the event: schedule, venue, speakers and how to sign up.</p><p>A warm welcome!</p>',
    },
  },
  da: {
    title: { wedding: 'Velkommen!', party: 'Velkommen!', event: 'Om arrangementet' },
    text: {
      wedding:
        '<p>Vi skal giftes og vil fejre dagen sammen med jer, der betyder mest for os. Her på siden finder I alt om dagen: tidspunkter, sted, program og hvordan I svarer på invitationen.</p><p>Vi glæder os til at se jer!</p>',
      party:
        '<p>Det er tid til at fejre, og det vil vi gøre sammen med dig! Her på siden finder du alt om festen: hvornår, hvor, hvad der sker, og hvordan du svarer på invitationen.</p><p>Vi ses!</p>',
      event:
        '<p>Her finder du alt om arrangementet: program, sted, talere og hvordan du tilmelder dig.</p><p>Hjertelig velkommen!</p>',
    },
  },
}

export const text = defineModule(textModuleSchema)({
  richText: [['text']],
  create(context) {
    const { common, branded } = moduleBuilder(context, TEXTS)
    return { ...common, siteModuleType: 'Text', title: branded((d) => d.title), text: branded((d) => d.text) }
  },
})
