import type { FormElementLike } from '#domain/forms/conditions.ts'
import { type EventLike, guestEventForm } from '#domain/forms/event-questions.ts'
import { PLAIN_FIELDS, plainCount, plainGuestAnswers } from '#domain/forms/plain-answer.ts'
import { groupDraft, writeDraft } from '../guest-forms/drafts.ts'

// Loaded only when a guest opened the early form (early-tap-script.ts) before the page's script ran,
// or before the RSVP form's own code had come.

/**
 * Moves what the guest put in the early form (in `slot`) into the module's own form in one step:
 * its answers and group become the draft that form starts from, `open` renders it for the count,
 * and the focus and caret go to the same field in it (under `root`).
 */
export function adoptEarlyForm(
  slot: HTMLElement | null,
  root: Element | null | undefined,
  target: {
    siteId: string
    moduleId: string
    max: number
    elements: readonly FormElementLike[]
    /** The events the guest sees (issue 32): with several, the form asks yes or no for each. */
    events?: readonly EventLike[] | undefined
    open: (count: number) => void
  },
) {
  const form = slot?.querySelector('form')
  if (!form) return
  // The questions of the form that takes over, as RsvpGuests makes them: each event's yes or no too.
  const elements = target.events?.length ? guestEventForm(target.elements, target.events) : target.elements
  const { count, guests, ...rest } = earlyFormAnswers(form, target.max, elements)
  const focused = form.contains(document.activeElement) ? document.activeElement : null
  writeDraft(target.siteId, target.moduleId, { ...(groupDraft.write(count, guests) as object), ...rest })
  target.open(count)
  restoreFocus(focused, root)
}

/** What a guest has put in the early form (its count, each guest's answers and its group). */
function earlyFormAnswers(form: HTMLFormElement, max: number, elements: readonly FormElementLike[]) {
  const fields: Record<string, string> = {}
  // The guests beyond the count are disabled, so they are not in it.
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] ??= value
  const count = plainCount(fields[PLAIN_FIELDS.count], max) ?? 1
  const guests = Array.from({ length: count }, (_, i) => plainGuestAnswers(fields, i, elements))
  const groupIdentifier = fields[PLAIN_FIELDS.groupIdentifier] || undefined
  return { count, guests, ...(groupIdentifier ? { groupIdentifier } : {}) }
}

/**
 * The field that had the focus in the early form, found by name (and value, for a radio) in the
 * form that replaced it, with the caret where it was.
 */
function restoreFocus(focused: Element | null, root: Element | null | undefined) {
  if (!(focused instanceof HTMLInputElement) || !root) return
  const same = [...root.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(focused.name)}"]`)].find(
    (input) => input.type !== 'radio' || input.value === focused.value,
  )
  if (!same) return
  same.focus()
  if (same.type === 'text' && focused.selectionStart !== null)
    same.setSelectionRange(focused.selectionStart, focused.selectionEnd)
}
