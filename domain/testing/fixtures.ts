import type { AcceptedElement } from '../forms/answers.ts'
import type { FormElement } from '../forms/elements.ts'
import type { RsvpRecord } from '../forms/responses.ts'
import type { ModuleOf } from '../modules/registry.ts'
import type { Image } from '../site/image.ts'
import type { Text } from '../site/lookup-text.ts'

// Module test data shared by the server, web and end-to-end tests: pure data and builders, with
// realistic defaults and anything overridable.

const common = { hide: false, hideInMenu: false } as const

type SingleSelect = Extract<FormElement, { formElementType: 'SingleSelect' }>

/** A short-text question, required unless told otherwise. */
export function shortText(id: string, label: Text, more: Partial<FormElement> = {}): FormElement {
  return {
    id,
    formElementType: 'ShortText',
    label,
    required: true,
    showConditions: [],
    ...more,
  } as FormElement
}

/** A single-select question with its options by id. */
export function singleSelect(id: string, label: Text, options: Record<string, Text>): SingleSelect {
  return {
    id,
    formElementType: 'SingleSelect',
    label,
    required: true,
    showConditions: [],
    options: Object.entries(options).map(([optionId, text]) => ({ id: optionId, text })),
  }
}

/** The show condition of a question shown only when another one has the given answer. */
export function shownWhen(elementId: string, optionId: string): Partial<FormElement> {
  return { showConditions: [{ type: 'SHOW', formElementId: elementId, formElementOptionIds: [optionId] }] }
}

// The usual RSVP questions: a name, whether the guest comes, and allergies asked only of those who do.
export const NAME = shortText('name', { sv: 'Namn', en: 'Name' })
export const ATTEND = singleSelect(
  'attend',
  { sv: 'Kommer du?', en: 'Are you coming?' },
  { yes: { sv: 'Ja', en: 'Yes' }, no: { sv: 'Nej tyvärr', en: 'No' } },
)
export const ALLERGIES = shortText(
  'allergies',
  { sv: 'Allergier', en: 'Allergies' },
  {
    required: false,
    ...shownWhen('attend', 'yes'),
  },
)
export const RSVP_QUESTIONS: FormElement[] = [NAME, ATTEND, ALLERGIES]

/** One guest's answers to the usual RSVP questions as the server stores them. */
export function acceptedAnswers(
  name: string,
  attend: 'yes' | 'no' | null,
  allergies = '',
): AcceptedElement[] {
  const option = ATTEND.options?.find((o) => o.id === attend)
  return [
    { formElement: NAME, value: name, selectedOption: null },
    {
      formElement: ATTEND,
      value: '',
      selectedOption: option ? { id: option.id, text: option.text } : null,
    },
    { formElement: ALLERGIES, value: attend === 'yes' ? allergies : '', selectedOption: null },
  ]
}

/** One guest's answers to the usual RSVP questions as a guest's browser sends them. */
export function submittedAnswers(name: string, attend: 'yes' | 'no', allergies = '') {
  return {
    formElements: [
      { formElement: { id: 'name' }, value: name },
      { formElement: { id: 'attend' }, selectedOption: { id: attend } },
      { formElement: { id: 'allergies' }, value: allergies },
    ],
  }
}

/** One guest's RSVP as the owner's list call answers it. */
export function rsvpRecord(
  id: string,
  createdAt: string,
  group: string,
  formElements: AcceptedElement[],
  language = 'sv',
): RsvpRecord {
  return {
    _id: id,
    createdAt,
    language,
    formTitle: 'OSA',
    formElements,
    formId: 'rsvp',
    groupIdentifier: group,
  }
}

export function makeImage(name = 'photo', overrides: Partial<Image> = {}): Image {
  return {
    path: '/media/site-1',
    fileName: `${name}.jpg`,
    sizes: [
      { fileName: `${name}-600.jpg`, size: 600 },
      { fileName: `${name}-1200.jpg`, size: 1200 },
    ],
    width: 1200,
    height: 800,
    ...overrides,
  }
}

export function makeRsvp(o: Partial<ModuleOf<'Rsvp'>> = {}): ModuleOf<'Rsvp'> {
  return {
    ...common,
    id: 'rsvp-1',
    siteModuleType: 'Rsvp',
    title: { sv: 'OSA' },
    text: { sv: '<p>Svara senast 1 maj.</p>' },
    maxNumberOfGuests: 5,
    form: { formElements: [] },
    ...o,
  }
}

export function makeForm(o: Partial<ModuleOf<'Form'>> = {}): ModuleOf<'Form'> {
  return {
    ...common,
    id: 'form-1',
    siteModuleType: 'Form',
    title: { sv: 'Anmäl tal' },
    text: { sv: '<p>Vill du hålla tal?</p>' },
    form: { formElements: [] },
    ...o,
  }
}

type GiftItem = ModuleOf<'GiftRegistry'>['giftRegistry'][number]

export function makeGift(o: Partial<GiftItem> = {}): GiftItem {
  return {
    id: 'gift-1',
    title: { sv: 'Kaffekvarn' },
    description: { sv: 'En handdriven.' },
    link: 'https://example.se/kvarn',
    reservable: true,
    quantity: 1,
    image: makeImage('grinder'),
    ...o,
  }
}

export function makeGiftRegistry(o: Partial<ModuleOf<'GiftRegistry'>> = {}): ModuleOf<'GiftRegistry'> {
  return {
    ...common,
    id: 'gifts-1',
    siteModuleType: 'GiftRegistry',
    title: { sv: 'Önskelista' },
    text: { sv: '<p>Tack!</p>' },
    giftRegistry: [makeGift()],
    ...o,
  }
}
