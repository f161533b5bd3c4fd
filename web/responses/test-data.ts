import type { AcceptedElement } from '#domain/forms/answers.ts'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import type { Rsvp } from '#web/api/rsvps-list.ts'

// Test fixtures of the responses viewer: a site with the usual RSVP questions and some answers.

export const NAME: FormElementLike = {
  id: 'name',
  formElementType: 'ShortText',
  label: { sv: 'Namn', en: 'Name' },
  required: true,
  showConditions: [],
}

export const ATTEND: FormElementLike = {
  id: 'attend',
  formElementType: 'SingleSelect',
  label: { sv: 'Kommer du?', en: 'Are you coming?' },
  required: true,
  showConditions: [],
  options: [
    { id: 'yes', text: { sv: 'Ja', en: 'Yes' } },
    { id: 'no', text: { sv: 'Nej tyvärr', en: 'No' } },
  ],
}

export const ALLERGIES: FormElementLike = {
  id: 'allergies',
  formElementType: 'ShortText',
  label: { sv: 'Allergier', en: 'Allergies' },
  required: false,
  showConditions: [{ type: 'SHOW', formElementId: 'attend', formElementOptionIds: ['yes'] }],
}

export const RSVP_FORM = [NAME, ATTEND, ALLERGIES]

export function answers(name: string, attend: 'yes' | 'no' | null, allergies = ''): AcceptedElement[] {
  const option = ATTEND.options?.find((o) => o.id === attend)
  return [
    { formElement: NAME, value: name, selectedOption: null },
    { formElement: ATTEND, value: '', selectedOption: option ? { id: option.id, text: option.text } : null },
    { formElement: ALLERGIES, value: attend === 'yes' ? allergies : '', selectedOption: null },
  ]
}

export function rsvp(
  id: string,
  createdAt: string,
  group: string,
  elements: AcceptedElement[],
  language = 'sv',
): Rsvp {
  return {
    _id: id,
    createdAt,
    language,
    formTitle: 'OSA',
    formElements: elements,
    formId: 'rsvp',
    groupIdentifier: group,
  }
}

/** Four guests in three parties: Anna and Bo together, Cilla (in English), Örjan last. */
export const RSVPS: Rsvp[] = [
  rsvp('r1', '2027-04-01T10:00:00.000Z', 'g1', answers('Anna Svensson', 'yes', 'Nötter')),
  rsvp('r2', '2027-04-01T10:00:00.000Z', 'g1', answers('bo Ek', 'no')),
  rsvp('r3', '2027-04-03T09:30:00.000Z', 'g2', answers('Cilla Berg', 'yes', 'Laktos'), 'en'),
  rsvp('r4', '2027-04-05T18:45:00.000Z', 'g3', answers('Örjan Al', 'yes')),
]

export function testSite(overrides: Partial<SiteV2> = {}): Partial<SiteV2> {
  return {
    _id: 's1',
    host: 'anna-och-bo.brollopssida.se',
    active: true,
    quickStart: false,
    hasRsvps: true,
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        hide: false,
        hideInMenu: false,
        maxNumberOfGuests: 5,
        title: { sv: 'OSA' },
        form: { formElements: RSVP_FORM },
      },
    ] as SiteV2['siteModules'],
    ...overrides,
  }
}
