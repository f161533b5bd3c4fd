import type { SiteEvent } from '#domain/events/event.ts'
import { lookupText } from '#domain/site/lookup-text.ts'

/** An event as the guest list names it: its title in the site's first language. */
export interface GuestEvent {
  id: string
  title: string
}

/**
 * The events the guest list shows a column for: only when the site has several (a site with one
 * event keeps the list as it was; every household is invited to it).
 */
export function guestEvents(events: readonly SiteEvent[] | undefined, language: string): GuestEvent[] {
  if (!events || events.length < 2) return []
  return events.map((e) => ({ id: e.id, title: lookupText(e.title, language) || e.id }))
}

/** The ticked events as the call takes them: every current event ticked is null (all, now and later). */
export function chosenEvents(ticked: ReadonlySet<string>, events: readonly GuestEvent[]): string[] | null {
  return events.every((e) => ticked.has(e.id))
    ? null
    : events.filter((e) => ticked.has(e.id)).map((e) => e.id)
}
