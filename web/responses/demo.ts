import type { AcceptedElement } from '#domain/forms/answers.ts'
import { type FormElementLike, isElementShown } from '#domain/forms/conditions.ts'
import type { ResponseRecord } from '#domain/forms/responses.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import { yesNoOf } from './yes-no.ts'

export type ResponseKind = 'rsvp' | 'form'

/** The RSVP form shown in demo mode when the site has no RSVP questions of its own. */
export const SAMPLE_RSVP_FORM: FormElementLike[] = [
  {
    id: 'demo-name',
    formElementType: 'ShortText',
    label: { sv: 'Namn', en: 'Name', da: 'Navn' },
    required: true,
    showConditions: [],
  },
  {
    id: 'demo-attend',
    formElementType: 'SingleSelect',
    label: { sv: 'Kommer du?', en: 'Will you come?', da: 'Kommer du?' },
    required: true,
    showConditions: [],
    options: [
      { id: 'demo-yes', text: { sv: 'Ja', en: 'Yes', da: 'Ja' } },
      { id: 'demo-no', text: { sv: 'Nej tyvärr', en: 'Sadly no', da: 'Nej desværre' } },
    ],
  },
  {
    id: 'demo-diet',
    formElementType: 'ShortText',
    label: {
      sv: 'Allergier eller specialkost',
      en: 'Allergies or special diet',
      da: 'Allergier eller særlig kost',
    },
    required: false,
    showConditions: [{ type: 'SHOW', formElementId: 'demo-attend', formElementOptionIds: ['demo-yes'] }],
  },
  {
    id: 'demo-bus',
    formElementType: 'SingleSelect',
    label: {
      sv: 'Vill du åka buss från kyrkan till festen?',
      en: 'Would you like the bus from the church to the party?',
      da: 'Vil du med bussen fra kirken til festen?',
    },
    required: true,
    showConditions: [{ type: 'SHOW', formElementId: 'demo-attend', formElementOptionIds: ['demo-yes'] }],
    options: [
      { id: 'demo-bus-yes', text: { sv: 'Ja tack', en: 'Yes please', da: 'Ja tak' } },
      { id: 'demo-bus-no', text: { sv: 'Nej tack', en: 'No thanks', da: 'Nej tak' } },
    ],
  },
]

/** The form shown in demo mode when the site has no form module of its own. */
export const SAMPLE_FORM: FormElementLike[] = [
  {
    id: 'demo-name',
    formElementType: 'ShortText',
    label: { sv: 'Namn', en: 'Name', da: 'Navn' },
    required: true,
    showConditions: [],
  },
  {
    id: 'demo-kind',
    formElementType: 'SingleSelect',
    label: { sv: 'Vad vill du bidra med?', en: 'What would you like to do?', da: 'Hvad vil du bidrage med?' },
    required: true,
    showConditions: [],
    options: [
      { id: 'demo-speech', text: { sv: 'Tal', en: 'A speech', da: 'Tale' } },
      { id: 'demo-song', text: { sv: 'Sång', en: 'A song', da: 'Sang' } },
      { id: 'demo-game', text: { sv: 'Lek eller quiz', en: 'A game or quiz', da: 'Leg eller quiz' } },
    ],
  },
  {
    id: 'demo-note',
    formElementType: 'ShortText',
    label: { sv: 'Något vi behöver veta?', en: 'Anything we should know?', da: 'Noget vi skal vide?' },
    required: false,
    showConditions: [],
  },
]

interface DemoGuest {
  name: string
  coming: boolean
  group: string
  daysAgo: number
}

// Seven guests in three parties; one party cannot come.
const GUESTS: DemoGuest[] = [
  { name: 'Anna Lindqvist', coming: true, group: 'a', daysAgo: 23 },
  { name: 'Erik Lindqvist', coming: true, group: 'a', daysAgo: 23 },
  { name: 'Karin Berg', coming: true, group: 'b', daysAgo: 11 },
  { name: 'Johan Berg', coming: true, group: 'b', daysAgo: 11 },
  { name: 'Maja Berg', coming: true, group: 'b', daysAgo: 11 },
  { name: 'Lars Nilsson', coming: false, group: 'c', daysAgo: 4 },
  { name: 'Eva Nilsson', coming: false, group: 'c', daysAgo: 4 },
]

const FORM_GUESTS = [GUESTS[2], GUESTS[1], GUESTS[5], GUESTS[3]].filter((g): g is DemoGuest => !!g)

const TEXT_SAMPLES: [RegExp, string[]][] = [
  [
    /allerg|kost|diet|mat|food|mad|specialkost/,
    ['Laktosfri', '', 'Vegetarian', '', 'Nötallergi', '', 'Glutenfri'],
  ],
  [/låt|song|sang|musik|music|dans/, ['Dancing Queen', 'September', '', 'Ett lyckligt slut', '', 'Vem vet']],
  [/telefon|phone|mobil|tlf/, ['070-123 45 67', '073-987 65 43', '', '076-555 12 34', '', '', '']],
  [/mail|e-post/, ['anna@example.se', '', 'karin@example.se', '', '', 'lars@example.se', '']],
  [
    /behöver|know|vide|veta|tid|time/,
    ['Behöver en mikrofon', 'Ca fem minuter', '', 'Vill gärna ha en projektor', '', '', ''],
  ],
]
const TEXT_FALLBACK = ['Vi ser fram emot dagen!', '', 'Så roligt!', '', 'Tack för inbjudan', '', '']

// A spread of option choices that makes the first option the most common one.
const OPTION_PICKS = [0, 1, 0, 2, 0, 1, 0]

function allLabels(text: Text): string {
  return Object.values(text).join(' ').toLowerCase()
}

function textAnswer(element: FormElementLike, guestIndex: number, isNameQuestion: boolean, guest: DemoGuest) {
  if (isNameQuestion) return guest.name
  const labels = allLabels(element.label)
  const samples = TEXT_SAMPLES.find(([pattern]) => pattern.test(labels))?.[1] ?? TEXT_FALLBACK
  return samples[guestIndex % samples.length] ?? ''
}

function isYesNoQuestion(element: FormElementLike, siteLanguage: string): boolean {
  const kinds = new Set((element.options ?? []).map((o) => yesNoOf(lookupText(o.text, siteLanguage))))
  return kinds.has('yes') && kinds.has('no')
}

function optionFor(
  element: FormElementLike,
  guestIndex: number,
  guest: DemoGuest,
  attendance: boolean,
  siteLanguage: string,
) {
  const options = element.options ?? []
  // The attendance question follows whether the guest comes; other questions vary from guest to guest.
  if (attendance) {
    const wanted = guest.coming ? 'yes' : 'no'
    return options.find((o) => yesNoOf(lookupText(o.text, siteLanguage)) === wanted)
  }
  return options[(OPTION_PICKS[guestIndex % OPTION_PICKS.length] ?? 0) % Math.max(1, options.length)]
}

/**
 * Realistic sample answers for demo mode (spec 002 section 4): seven guests with Swedish names in
 * three parties for RSVPs, four answers for a form, built from the site's own questions when it
 * has some (show conditions respected), else from a sample form. Dates count back from now.
 */
export function demoResponses(input: {
  kind: ResponseKind
  form: readonly FormElementLike[]
  siteLanguage: string
  now: Date
}): { form: FormElementLike[]; records: ResponseRecord[] } {
  const form =
    input.form.length > 0 ? [...input.form] : input.kind === 'rsvp' ? SAMPLE_RSVP_FORM : SAMPLE_FORM
  const nameId = form.find((e) => e.formElementType === 'ShortText')?.id
  const attendanceId = form.find(
    (e) => e.formElementType === 'SingleSelect' && isYesNoQuestion(e, input.siteLanguage),
  )?.id
  const guests = input.kind === 'rsvp' ? GUESTS : FORM_GUESTS
  const formId = input.kind === 'rsvp' ? 'demo-rsvp' : 'demo-form'

  const records = guests.map((guest, index): ResponseRecord => {
    const chosen = new Map<string, string | undefined>()
    const picks = new Map<string, { id: string; text: Text } | undefined>()
    for (const element of form) {
      if (element.formElementType !== 'SingleSelect') continue
      const option = optionFor(element, index, guest, element.id === attendanceId, input.siteLanguage)
      picks.set(element.id, option)
      chosen.set(element.id, option?.id)
    }
    const formElements = form.map((element): AcceptedElement => {
      if (!isElementShown(element, chosen, form))
        return { formElement: element, value: '', selectedOption: null }
      if (element.formElementType === 'SingleSelect') {
        const option = picks.get(element.id)
        return {
          formElement: element,
          value: '',
          selectedOption: option ? { id: option.id, text: option.text } : null,
        }
      }
      return {
        formElement: element,
        value: textAnswer(element, index, element.id === nameId, guest),
        selectedOption: null,
      }
    })
    const createdAt = new Date(input.now.getTime() - guest.daysAgo * 86_400_000 + index * 60_000)
    return {
      _id: `demo-${input.kind}-${index + 1}`,
      createdAt: createdAt.toISOString(),
      language: 'sv',
      formTitle: '',
      formElements,
      formId,
      ...(input.kind === 'rsvp' ? { groupIdentifier: `demo-${guest.group}` } : {}),
    }
  })
  return { form, records }
}
