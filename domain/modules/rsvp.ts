import { z } from 'zod'
import { formSchema } from '../forms/elements.ts'
import { moduleCommon, optionalText } from './common.ts'
import {
  type ByBrand,
  type CreateContext,
  type DefaultTexts,
  moduleBuilder,
  shortTextElement,
  translator,
} from './create-context.ts'
import { defineModule } from './definition.ts'

export const rsvpModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Rsvp'),
  title: optionalText,
  text: optionalText,
  selectNumberOfGuestsText: optionalText,
  sendButton: optionalText,
  oneGuestRsvpButton: optionalText,
  maxNumberOfGuests: z.number().int().min(1).max(5).default(5),
  /**
   * Where only one guest may answer, the person form is on the page at once instead of behind the
   * one-guest button (legacy showRSVPFormWhenOnlyOnePerson, issue 19); unset means the button.
   */
  openFormForOneGuest: z.boolean().optional(),
  guestIndexTitle: optionalText,
  form: formSchema.default({ formElements: [] }),
  confirmationTitle: optionalText,
  confirmationText: optionalText,
  /** Whether a guest may change a sent answer (issue 21); unset means yes. */
  answersChangeable: z.boolean().optional(),
  /** The last day for answers, 'YYYY-MM-DD' ("OSA senast"); after it the form says so and answers are refused. */
  lastAnswerDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
})

// The last-day rule lives zod-free for the public page; the server reaches it with the module type.
export { answersClosed } from '../forms/answer-window.ts'

export type RsvpModule = z.infer<typeof rsvpModuleSchema>

interface RsvpTexts {
  title: ByBrand
  text: ByBrand
  nameLabel: string
  comingLabel: string
  yes: string
  no: string
  confirmationTitle: string
  confirmationText: string
  /** Set on event sites only, where the view's guest wording ('OSA', 'Gäst 1') does not fit. */
  event: { selectNumberOfGuestsText: string; oneGuestRsvpButton: string; guestIndexTitle: string }
}

const TEXTS: DefaultTexts<RsvpTexts> = {
  sv: {
    title: { wedding: 'OSA', party: 'OSA', event: 'Anmälan' },
    text: {
      wedding:
        '<p>Vi hoppas att du vill fira med oss! Svara gärna så snart du kan. Du kan svara för hela sällskapet på en gång.</p>',
      party:
        '<p>Hoppas att du kan komma! Svara gärna så snart du kan. Du kan svara för hela sällskapet på en gång.</p>',
      event: '<p>Anmäl dig så snart du kan. Du kan anmäla flera deltagare på en gång.</p>',
    },
    nameLabel: 'Namn',
    comingLabel: 'Kommer du?',
    yes: 'Ja',
    no: 'Nej',
    confirmationTitle: 'Tack!',
    confirmationText: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
    event: {
      selectNumberOfGuestsText: 'Hur många deltagare vill du anmäla?',
      oneGuestRsvpButton: 'Anmäl dig',
      guestIndexTitle: 'Deltagare {n}',
    },
  },
  en: {
    title: { wedding: 'RSVP', party: 'RSVP', event: 'Registration' },
    text: {
      wedding:
        '<p>We hope you will celebrate with us! Please reply as soon as you can. You can reply for your whole party at once.</p>',
      party:
        '<p>We hope you can come! Please reply as soon as you can. You can reply for your whole party at once.</p>',
      event: '<p>Please sign up as soon as you can. You can register several participants at once.</p>',
    },
    nameLabel: 'Name',
    comingLabel: 'Are you coming?',
    yes: 'Yes',
    no: 'No',
    confirmationTitle: 'Thank you!',
    confirmationText: 'Thank you for your RSVP, we have received your details.',
    event: {
      selectNumberOfGuestsText: 'How many participants do you want to register?',
      oneGuestRsvpButton: 'Sign up',
      guestIndexTitle: 'Participant {n}',
    },
  },
  da: {
    title: { wedding: 'S.U.', party: 'S.U.', event: 'Tilmelding' },
    text: {
      wedding:
        '<p>Vi håber, at du vil fejre dagen med os! Svar gerne så hurtigt som muligt. Du kan svare for hele selskabet på én gang.</p>',
      party:
        '<p>Vi håber, du kan komme! Svar gerne så hurtigt som muligt. Du kan svare for hele selskabet på én gang.</p>',
      event: '<p>Tilmeld dig så hurtigt som muligt. Du kan tilmelde flere deltagere på én gang.</p>',
    },
    nameLabel: 'Navn',
    comingLabel: 'Kommer du?',
    yes: 'Ja',
    no: 'Nej',
    confirmationTitle: 'Tak!',
    confirmationText: 'Tak fordi du svarede, vi har modtaget dine oplysninger.',
    event: {
      selectNumberOfGuestsText: 'Hvor mange deltagere vil du tilmelde?',
      oneGuestRsvpButton: 'Tilmeld dig',
      guestIndexTitle: 'Deltager {n}',
    },
  },
}

export const rsvp = defineModule(rsvpModuleSchema)({
  richText: [['text']],
  // Where a guest sees several events, the form asks per event (issue 32).
  readsEvents: true,
  create(context) {
    const { common, text, branded, brand, newId } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'Rsvp',
      title: branded((d) => d.title),
      text: branded((d) => d.text),
      ...(brand === 'event'
        ? {
            selectNumberOfGuestsText: text((d) => d.event.selectNumberOfGuestsText),
            oneGuestRsvpButton: text((d) => d.event.oneGuestRsvpButton),
            guestIndexTitle: text((d) => d.event.guestIndexTitle),
          }
        : {}),
      maxNumberOfGuests: 5,
      openFormForOneGuest: false,
      // The questions every site starts with: the guest's name and whether they are coming.
      form: {
        formElements: [
          shortTextElement(
            newId,
            text((d) => d.nameLabel),
            true,
          ),
          {
            id: newId('formElement'),
            formElementType: 'SingleSelect',
            label: text((d) => d.comingLabel),
            required: true,
            options: yesNoOptions(context.languages, newId),
            showConditions: [],
          },
        ],
      },
      confirmationTitle: text((d) => d.confirmationTitle),
      confirmationText: text((d) => d.confirmationText),
    }
  },
})

export function isRsvp(module: { siteModuleType: string }): module is RsvpModule {
  return module.siteModuleType === 'Rsvp'
}

/** The answers a new choice question starts with: yes and no, in every site language. */
export function yesNoOptions(languages: readonly string[], newId: CreateContext['newId']) {
  const text = translator(languages, TEXTS)
  return [
    { id: newId('option'), text: text((d) => d.yes) },
    { id: newId('option'), text: text((d) => d.no) },
  ]
}
