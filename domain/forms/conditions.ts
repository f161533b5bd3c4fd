// Zod-free: the public page's client bundle uses these rules too.
import type { Text } from '../site/lookup-text.ts'

export interface ConditionLike {
  type: 'SHOW'
  formElementId: string
  formElementOptionIds: string[]
}

export interface FormElementLike {
  id: string
  formElementType: 'ShortText' | 'SingleSelect'
  label: Text
  required?: boolean
  showConditions?: ConditionLike[]
  options?: { id: string; text: Text }[]
}

/** The option chosen per single-select element id, as far as the guest has answered. */
export type ChosenOptions = ReadonlyMap<string, string | undefined>

/**
 * An element shows only when, for each of its conditions, the option chosen in the referenced
 * element equals the condition's first option (spec 001 section 4). No condition: always shown.
 * A condition whose question or answer no longer exists is ignored (it is invalid and cleared).
 */
export function isElementShown(
  element: FormElementLike,
  chosen: ChosenOptions,
  elements: readonly FormElementLike[],
): boolean {
  for (const condition of element.showConditions ?? []) {
    const target = elements.find((e) => e.id === condition.formElementId)
    const wanted = condition.formElementOptionIds[0]
    if (!target || !wanted || !target.options?.some((o) => o.id === wanted)) continue
    if (chosen.get(target.id) !== wanted) return false
  }
  return true
}

/** Whether the element must be answered when shown: a single-select always, a short text when flagged. */
export function isElementRequired(element: FormElementLike): boolean {
  return element.formElementType === 'SingleSelect' ? true : element.required === true
}

/**
 * The option each single-select counts as chosen, the way the server sees an answer: a question
 * that is hidden is sent empty, so its (earlier) choice shows nothing that depends on it.
 * Repeated until nothing changes, for chains of conditions in any order.
 */
export function effectiveChoices(
  elements: readonly FormElementLike[],
  chosen: ChosenOptions,
): Map<string, string | undefined> {
  const effective = new Map<string, string | undefined>()
  for (const element of elements) {
    if (element.formElementType === 'SingleSelect')
      effective.set(element.id, chosen.get(element.id) || undefined)
  }
  for (let round = 0; round <= elements.length; round++) {
    let changed = false
    for (const element of elements) {
      if (element.formElementType !== 'SingleSelect' || effective.get(element.id) === undefined) continue
      if (!isElementShown(element, effective, elements)) {
        effective.set(element.id, undefined)
        changed = true
      }
    }
    if (!changed) break
  }
  return effective
}
