// Zod-free: the guest form builds the same questions in the browser as the server checks.
import type { Text } from '../site/lookup-text.ts'
import type { FormElementLike } from './conditions.ts'

/**
 * An RSVP per event (issue 32, item 4). Where a guest sees more than one event, the form asks each
 * guest yes or no for each of them, as a single-select question of its own whose id is the event's
 * with this prefix; a question the couple asks for one event only (its `eventId`) shows under that
 * event and only when the guest comes to it. The ordinary rules (conditions.ts, answers.ts) then
 * check them like any other question, in the browser and on the server alike.
 */
export const EVENT_ELEMENT_PREFIX = 'event:'

export type EventAnswer = 'yes' | 'no'

/** What the form needs of an event. */
export interface EventLike {
  id: string
  title: Text
}

/** A question as the owner stores it, with the event it is asked for when it is asked for one. */
export type EventFormElement = FormElementLike & { eventId?: string | undefined }

const YES: Text = { sv: 'Ja, jag kommer', en: 'Yes, I am coming', da: 'Ja, jeg kommer' }
const NO: Text = { sv: 'Nej, tyvärr', en: 'No, sorry', da: 'Nej, desværre' }

export const eventElementId = (eventId: string) => `${EVENT_ELEMENT_PREFIX}${eventId}`

/** The event id of an event's question, or undefined for the owner's own questions. */
export function eventOfElementId(elementId: string): string | undefined {
  return elementId.startsWith(EVENT_ELEMENT_PREFIX) ? elementId.slice(EVENT_ELEMENT_PREFIX.length) : undefined
}

/** Whether the guest is asked per event: only where they see more than one. */
export const asksPerEvent = (events: readonly EventLike[]) => events.length > 1

/**
 * One guest's questions for the events they see: the owner's leading text questions (the name),
 * then each event's yes or no followed by the questions asked for it, then the rest. A question
 * for an event the guest does not see is left out. With one event or none the owner's form is
 * as it is, but for that (and so is it with `perEvent` off: an answer that sends no event's yes or
 * no, like the spec's body or the legacy call).
 */
export function guestEventForm(
  form: readonly EventFormElement[],
  events: readonly EventLike[],
  perEvent = asksPerEvent(events),
): EventFormElement[] {
  const seen = new Set(events.map((e) => e.id))
  const kept = form.filter((e) => !e.eventId || seen.has(e.eventId))
  if (!perEvent) return kept
  const lead = kept.findIndex((e) => e.formElementType !== 'ShortText' || e.eventId)
  const head = lead === -1 ? kept : kept.slice(0, lead)
  const rest = kept.slice(head.length).filter((e) => !e.eventId)
  const eventParts = events.flatMap((event) => {
    const id = eventElementId(event.id)
    const asked: EventFormElement = {
      id,
      formElementType: 'SingleSelect',
      label: event.title,
      required: true,
      showConditions: [],
      options: [
        { id: 'yes', text: YES },
        { id: 'no', text: NO },
      ],
    }
    const questions = kept
      .filter((e) => e.eventId === event.id)
      .map((e) => ({
        ...e,
        showConditions: [
          { type: 'SHOW' as const, formElementId: id, formElementOptionIds: ['yes'] },
          ...(e.showConditions ?? []),
        ],
      }))
    return [asked, ...questions]
  })
  return [...head, ...eventParts, ...rest]
}

/** One guest's event answers from its answers by element id (the form's `event:` questions). */
export function eventAnswersOf(answers: Readonly<Record<string, string>>): Record<string, EventAnswer> {
  const events: Record<string, EventAnswer> = {}
  for (const [id, value] of Object.entries(answers)) {
    const event = eventOfElementId(id)
    if (event && (value === 'yes' || value === 'no')) events[event] = value
  }
  return events
}

/** The event answers as the form's answers by element id, to fill the form in again. */
export function eventAnswersAsAnswers(events: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(events).map(([id, value]) => [eventElementId(id), value]))
}

/** One guest of an answer as sent: its answers per event beside its answers to the questions. */
export interface GuestWithEvents {
  events?: Readonly<Record<string, string>> | undefined
  formElements: readonly {
    formElement: { id: string }
    value?: string | null | undefined
    selectedOption?: { id: string } | null | undefined
  }[]
}

/**
 * The events an answer names: those it answers yes or no, and those of the questions it answers
 * that are asked for one event. The answer rules refuse it when one is not the household's.
 */
export function eventsNamed(form: readonly EventFormElement[], guests: readonly GuestWithEvents[]): string[] {
  const named = new Set<string>()
  for (const guest of guests) {
    for (const id of Object.keys(guest.events ?? {})) named.add(id)
    for (const answer of guest.formElements) {
      const eventId = form.find((e) => e.id === answer.formElement.id)?.eventId
      if (eventId && ((answer.value ?? '').trim() || answer.selectedOption?.id)) named.add(eventId)
    }
  }
  return [...named]
}
