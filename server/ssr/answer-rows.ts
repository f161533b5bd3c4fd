import type { FormElement } from '#domain/forms/elements.ts'
import { lookupText } from '#domain/site/lookup-text.ts'

/**
 * Each guest's stored answers as the page shows them (as Answered.tsx does with the script): the
 * question's label and the answer, an option by its text in the page language.
 */
export function answerRows(
  elements: readonly FormElement[],
  guests: readonly Record<string, string>[],
  language: string,
): { id: string; label: string; text: string }[][] {
  return guests.map((answers) =>
    elements.flatMap((element) => {
      const value = answers[element.id]
      if (!value) return []
      const text =
        element.formElementType === 'SingleSelect'
          ? lookupText(element.options?.find((o) => o.id === value)?.text, language)
          : value
      return text ? [{ id: element.id, label: lookupText(element.label, language), text }] : []
    }),
  )
}
