import { z } from 'zod'
import { formSchema } from '../forms/elements.ts'
import { moduleCommon, optionalText } from './common.ts'
import {
  type ByBrand,
  type DefaultTexts,
  forBrand,
  moduleBuilder,
  type NonEventBrand,
} from './create-context.ts'
import { defineModule } from './definition.ts'
import { signUpQuestions } from './form-sign-up.ts'

export const formModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Form'),
  title: optionalText,
  text: optionalText,
  form: formSchema.default({ formElements: [] }),
  showFormButton: optionalText,
  sendButton: optionalText,
  confirmationTitle: optionalText,
  confirmationText: optionalText,
  /**
   * "Det här är anmälan till tal och sång" (issue 33): the form the running order reads its
   * sign-ups from. Optional, absent being false: sites stored before it read as they were.
   */
  isSignUpForm: z.boolean().optional(),
})

export type FormModule = z.infer<typeof formModuleSchema>

interface FormTexts {
  title: ByBrand<NonEventBrand>
  text: ByBrand<NonEventBrand>
  showFormButton: string
  sendButton: string
  confirmationTitle: string
  confirmationText: string
}

const TEXTS: DefaultTexts<FormTexts> = {
  sv: {
    title: 'Anmälan av tal',
    text: {
      wedding:
        '<p>Vill du hålla tal eller hitta på något under middagen? Anmäl det här, så hör toastmastrarna av sig.</p>',
      party:
        '<p>Vill du hålla tal eller hitta på något under festen? Anmäl det här, så hör toastmastern av sig.</p>',
    },
    showFormButton: 'Anmäl tal',
    sendButton: 'Skicka anmälan',
    confirmationTitle: 'Tack!',
    confirmationText: 'Tack för att du anmält dig att tala',
  },
  en: {
    title: 'Sign up to give a speech',
    text: {
      wedding:
        '<p>Would you like to give a speech or plan a surprise during dinner? Sign up here and the toastmasters will be in touch.</p>',
      party:
        '<p>Would you like to give a speech or plan a surprise during the party? Sign up here and the toastmaster will be in touch.</p>',
    },
    showFormButton: 'Sign up for a speech',
    sendButton: 'Send sign-up',
    confirmationTitle: 'Thank you!',
    confirmationText: 'Thank you for signing up to give a speech',
  },
  da: {
    title: 'Tilmelding til tale',
    text: {
      wedding:
        '<p>Vil du holde tale eller finde på noget under middagen? Tilmeld det her, så kontakter toastmasterne dig.</p>',
      party:
        '<p>Vil du holde tale eller finde på noget under festen? Tilmeld det her, så kontakter toastmasteren dig.</p>',
    },
    showFormButton: 'Tilmeld tale',
    sendButton: 'Send tilmelding',
    confirmationTitle: 'Tak!',
    confirmationText: 'Tak fordi du har tilmeldt dig at holde tale',
  },
}

/** The speech sign-up: a form guests fill in once each. */
export const form = defineModule(formModuleSchema)({
  // Speeches are no part of an event (spec 001 section 1).
  offeredFor: (brand) => brand !== 'event',
  richText: [['text']],
  create(context) {
    const { brand } = context
    if (brand === 'event') throw new Error('Unknown module type: Form')
    const { common, text, newId } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'Form',
      title: text((d) => forBrand(d.title, brand)),
      text: text((d) => forBrand(d.text, brand)),
      // The sign-up form's standard questions from the start; marking it makes it the site's.
      form: { formElements: signUpQuestions(context.languages, newId) },
      showFormButton: text((d) => d.showFormButton),
      sendButton: text((d) => d.sendButton),
      confirmationTitle: text((d) => d.confirmationTitle),
      confirmationText: text((d) => d.confirmationText),
    }
  },
})

export function isFormModule(module: { siteModuleType: string }): module is FormModule {
  return module.siteModuleType === 'Form'
}
