// Zod-free: the page renders these names in the browser too.
import type { SubmittedElement } from './answers.ts'
import type { FormElementLike } from './conditions.ts'
import { EVENT_ELEMENT_PREFIX } from './event-questions.ts'

/**
 * A guest form posted without JavaScript (issue 21): application/x-www-form-urlencoded fields of
 * the same form the script sends as JSON. Each answer is named by the guest's index and the
 * element's id; the rest are hidden fields the server put in the page.
 */
export const PLAIN_FIELDS = {
  kind: '_answer',
  formId: 'formId',
  count: 'count',
  postKey: 'postKey',
  groupIdentifier: 'groupIdentifier',
  language: 'language',
  formTitle: 'formTitle',
  website: 'website',
  /** The household's personal code, on the forms of its personal page (issue 22). */
  inviteCode: 'inviteCode',
  /** The private link's token of an answer being changed (issue 21): posted with it, the answer is replaced. */
  answerToken: 'answerToken',
} as const

export type PlainAnswerKind = 'rsvp' | 'form'

/** The name of one guest's answer to one element, e.g. 'g0.attend'. */
export function plainFieldName(guest: number, elementId: string): string {
  return `g${guest}.${elementId}`
}

export { OPEN_FORM_QUERY } from './open-form-query.ts'

/** One guest's answers as posted: the text of each ShortText, the option id of each SingleSelect. */
export function plainGuestAnswers(
  fields: Readonly<Record<string, string | undefined>>,
  guest: number,
  elements: readonly FormElementLike[],
): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const element of elements) {
    const value = fields[plainFieldName(guest, element.id)]
    if (typeof value === 'string' && value !== '') answers[element.id] = value
  }
  return answers
}

/**
 * One guest's posted yes or no per event (issue 32): the form's event questions, named as the
 * others are ('g0.event:{eventId}'), by the event ids the post names; the rules judge them.
 */
export function plainEventFields(
  fields: Readonly<Record<string, string | undefined>>,
  guest: number,
): Record<string, string> {
  const prefix = plainFieldName(guest, EVENT_ELEMENT_PREFIX)
  const answers: Record<string, string> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith(prefix) && (value === 'yes' || value === 'no'))
      answers[name.slice(prefix.length - EVENT_ELEMENT_PREFIX.length)] = value
  }
  return answers
}

/** One guest's posted answers as the JSON submission carries them; the server checks them as usual. */
export function plainSubmittedElements(
  answers: Readonly<Record<string, string>>,
  elements: readonly FormElementLike[],
): SubmittedElement[] {
  return elements.map((element) => {
    const value = answers[element.id] ?? ''
    if (element.formElementType === 'SingleSelect') {
      return { formElement: { id: element.id }, value: '', selectedOption: value ? { id: value } : null }
    }
    return { formElement: { id: element.id }, value: value.trim(), selectedOption: null }
  })
}

/** The guest count of a posted or linked form: 1 to max, or null when it is not a whole number in range. */
export function plainCount(value: string | null | undefined, max: number): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null
  const n = Number(value)
  return n >= 1 && n <= max ? n : null
}
