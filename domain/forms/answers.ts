// Zod-free at run time (type imports only) so the guest form can run the same checks in the browser before sending.
import type { z } from 'zod'
import type { Text } from '../site/lookup-text.ts'
import { effectiveChoices, type FormElementLike, isElementRequired, isElementShown } from './conditions.ts'
import type { storedRsvpSchema } from './submissions.ts'

export const MAX_ANSWER_LENGTH = 2000

/** One answered element as guests send it (spec 001 section 3, Guest submissions). */
export interface SubmittedElement {
  formElement: { id: string } & Partial<FormElementLike>
  value?: string | null
  selectedOption?: { id: string; text?: Text } | null
}

/** An answer checked against the owner's form, with the owner's current element definition. */
export interface AcceptedElement {
  formElement: FormElementLike
  value: string
  selectedOption: { id: string; text: Text } | null
}

export type AnswerProblem =
  | { kind: 'unknownElement'; elementId: string }
  | { kind: 'duplicateElement'; elementId: string }
  | { kind: 'missingAnswer'; elementId: string }
  | { kind: 'unknownOption'; elementId: string }
  | { kind: 'tooLong'; elementId: string }

/**
 * Checks one guest's answers against the owner's form definition (one rule set for browser and
 * server). Returns every element of the form in the form's order: shown ones with their answers,
 * hidden conditional ones empty. Elements the guest did not send count as unanswered.
 */
export function checkAnswers(
  form: readonly FormElementLike[],
  submitted: readonly SubmittedElement[],
): { accepted: AcceptedElement[]; problems: AnswerProblem[] } {
  const problems: AnswerProblem[] = []
  const byId = new Map<string, SubmittedElement>()
  for (const s of submitted) {
    const id = s.formElement.id
    if (!form.some((e) => e.id === id)) problems.push({ kind: 'unknownElement', elementId: id })
    else if (byId.has(id)) problems.push({ kind: 'duplicateElement', elementId: id })
    else byId.set(id, s)
  }
  const chosen = effectiveChoices(
    form,
    new Map([...byId].map(([id, answer]) => [id, answer.selectedOption?.id])),
  )
  const accepted: AcceptedElement[] = []
  for (const element of form) {
    const answer = byId.get(element.id)
    if (!isElementShown(element, chosen, form)) {
      accepted.push({ formElement: element, value: '', selectedOption: null })
      continue
    }
    if (element.formElementType === 'SingleSelect') {
      const optionId = answer?.selectedOption?.id
      const option = element.options?.find((o) => o.id === optionId)
      if (optionId && !option) problems.push({ kind: 'unknownOption', elementId: element.id })
      else if (!option && isElementRequired(element))
        problems.push({ kind: 'missingAnswer', elementId: element.id })
      accepted.push({
        formElement: element,
        value: '',
        selectedOption: option ? { id: option.id, text: option.text } : null,
      })
    } else {
      const value = (answer?.value ?? '').trim()
      if (value.length > MAX_ANSWER_LENGTH) problems.push({ kind: 'tooLong', elementId: element.id })
      else if (!value && isElementRequired(element))
        problems.push({ kind: 'missingAnswer', elementId: element.id })
      accepted.push({ formElement: element, value, selectedOption: null })
    }
  }
  return { accepted, problems }
}

export type StoredRsvp = z.infer<typeof storedRsvpSchema>

/** One stored guest's answers by element id, as a form is filled in again: an option by its id. */
export function answersById(accepted: readonly AcceptedElement[]): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const element of accepted) {
    const value = element.selectedOption?.id ?? element.value
    if (value) answers[element.formElement.id] = value
  }
  return answers
}
