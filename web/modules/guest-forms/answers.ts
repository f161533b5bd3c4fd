import {
  type AnswerProblem,
  checkAnswers,
  MAX_ANSWER_LENGTH,
  type SubmittedElement,
} from '#domain/forms/answers.ts'
import { effectiveChoices, type FormElementLike, isElementShown } from '#domain/forms/conditions.ts'
import { fillText } from '#web/site/index.ts'
import type { GuestTexts } from './texts.ts'

/** One guest's answers as typed: a text per ShortText id, the chosen option id per SingleSelect id. */
export type Answers = Record<string, string>

/** A message per element id of the answers that cannot be sent. */
export type FieldErrors = Record<string, string>

/** The ids of the elements the guest sees now (spec 001 section 4, Conditional questions). */
export function shownElementIds(elements: readonly FormElementLike[], answers: Answers): Set<string> {
  const chosen = effectiveChoices(elements, new Map(Object.entries(answers)))
  return new Set(elements.filter((e) => isElementShown(e, chosen, elements)).map((e) => e.id))
}

/** Every element of the form as it is sent: shown ones with their answers, hidden ones empty. */
export function submittedElements(
  elements: readonly FormElementLike[],
  answers: Answers,
): SubmittedElement[] {
  const shown = shownElementIds(elements, answers)
  return elements.map((element) => {
    if (!shown.has(element.id)) return { formElement: element, value: '', selectedOption: null }
    if (element.formElementType === 'SingleSelect') {
      const option = element.options?.find((o) => o.id === answers[element.id])
      return {
        formElement: element,
        value: '',
        selectedOption: option ? { id: option.id, text: option.text } : null,
      }
    }
    return { formElement: element, value: (answers[element.id] ?? '').trim(), selectedOption: null }
  })
}

function problemText(problem: AnswerProblem, element: FormElementLike | undefined, t: GuestTexts): string {
  switch (problem.kind) {
    case 'missingAnswer':
      return element?.formElementType === 'SingleSelect' ? t.requiredChoice : t.requiredText
    case 'tooLong':
      return fillText(t.tooLong, { max: String(MAX_ANSWER_LENGTH) })
    case 'unknownOption':
      return t.unknownOption
    default:
      return t.answerRejected
  }
}

/**
 * One guest's answers checked with the server's own rules (domain/forms/answers.ts) before
 * anything is sent: what would be sent, and a message per element that would be refused.
 */
export function checkGuest(
  elements: readonly FormElementLike[],
  answers: Answers,
  t: GuestTexts,
): { submitted: SubmittedElement[]; errors: FieldErrors } {
  const submitted = submittedElements(elements, answers)
  const errors: FieldErrors = {}
  for (const problem of checkAnswers(elements, submitted).problems) {
    if (errors[problem.elementId]) continue
    errors[problem.elementId] = problemText(
      problem,
      elements.find((e) => e.id === problem.elementId),
      t,
    )
  }
  return { submitted, errors }
}

/**
 * The server's field messages of a refused submission ('guests.{i}.{elementId}') as a message per
 * guest and element; fields that name no element of the form are returned apart, to show as they are.
 */
export function serverFieldErrors(
  fields: Record<string, string> | undefined,
  elements: readonly FormElementLike[],
  guestCount: number,
  t: GuestTexts,
): { perGuest: FieldErrors[]; other: string[] } {
  const perGuest: FieldErrors[] = Array.from({ length: guestCount }, () => ({}))
  const other: string[] = []
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^guests\.(\d+)\.(.+)$/.exec(path)
    const guest = match ? Number(match[1]) : -1
    const elementId = match?.[2]
    const target = perGuest[guest]
    if (target && elementId && elements.some((e) => e.id === elementId)) target[elementId] = t.answerRejected
    else other.push(`${path}: ${message}`)
  }
  return { perGuest, other }
}

export function hasErrors(errors: FieldErrors | undefined): boolean {
  return !!errors && Object.keys(errors).length > 0
}

/** A random id tying the guests of one RSVP together. */
export function newGroupIdentifier(): string {
  const c = globalThis.crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
