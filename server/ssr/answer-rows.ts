import type { FormElementLike } from '#domain/forms/conditions.ts'
import { type EventLike, eventOfElementId, guestEventForm } from '#domain/forms/event-questions.ts'
import { lookupText } from '#domain/site/lookup-text.ts'

/**
 * Each guest's stored answers as the page shows them (as Answered.tsx does with the script): the
 * question's label and the answer, an option by its text in the page language. An answer given per
 * event (issue 32) shows each event's yes or no, under the event's title, with the questions asked
 * for it: `programme` is the site's events, of which those the answer names are asked.
 */
export function answerRows(
  elements: readonly FormElementLike[],
  guests: readonly Record<string, string>[],
  language: string,
  programme: readonly EventLike[] = [],
): { id: string; label: string; text: string }[][] {
  const named = new Set(guests.flatMap((g) => Object.keys(g).map(eventOfElementId)).filter(Boolean))
  const asked = named.size
    ? guestEventForm(
        elements,
        programme.filter((e) => named.has(e.id)),
        true,
      )
    : elements
  return guests.map((answers) =>
    asked.flatMap((element) => {
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
