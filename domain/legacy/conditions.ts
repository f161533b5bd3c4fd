import type { LegacyPropertiesOf } from './schema.ts'

type Rsvp3 = LegacyPropertiesOf<'RSVP3'>

/**
 * The rule of the lower questions (spec 001 section 4, "Legacy conditional section"): shown only
 * when the chosen answer of the configured question has the configured answer label; always shown
 * when no rule is set or its question or answer no longer exists.
 */
export function conditionTarget(properties: Rsvp3): { questionId: string; optionId: string } | null {
  const rule = properties.conditionShowTextFieldsBelow
  if (!rule?.question || !rule.answer) return null
  const question = properties.customMultipleRadioGroups.find((g) => g.id === rule.question)
  const option = question?.options.find((o) => o.label === rule.answer)
  return question && option ? { questionId: question.id, optionId: option.id } : null
}

/** Whether a person with these radio choices (group id → option id) sees the lower questions. */
export function lowerQuestionsShown(
  properties: Rsvp3,
  chosen: ReadonlyMap<string, string | undefined>,
): boolean {
  const target = conditionTarget(properties)
  return !target || chosen.get(target.questionId) === target.optionId
}
