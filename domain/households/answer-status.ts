/** What a household's answers say, as the guest list counts them. */
export type AnswerStatus = 'yes' | 'no' | 'none'

interface StoredElement {
  formElement: { formElementType?: string; options?: { id: string }[] }
  selectedOption: { id: string } | null
}

/**
 * Whether one guest's RSVP answer says they come: the form's first choice question is the
 * "Are you coming?" every RSVP starts with, and its first option is yes.
 */
export function guestComes(elements: readonly StoredElement[]): boolean | null {
  const question = elements.find((e) => e.formElement.formElementType === 'SingleSelect')
  if (!question?.selectedOption) return null
  return question.formElement.options?.[0]?.id === question.selectedOption.id
}

/** A household said yes when any of its guests comes, no when all answered and none comes. */
export function householdStatus(answers: readonly (boolean | null)[]): AnswerStatus {
  if (answers.length === 0) return 'none'
  return answers.some((a) => a !== false) ? 'yes' : 'no'
}
