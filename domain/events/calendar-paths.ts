/** Where a site's calendar files are, on its own host: all its events, and one event. */
export const CALENDAR_PATH = '/kalender.ics'
export const EVENT_CALENDAR_PREFIX = '/kalender/'

/**
 * The address of the calendar file of every event, or of one, with the texts in `language`. A
 * personal link's code comes along (`inbjudan`, as on the page): the file then holds that
 * household's events; without it, the events open to everyone.
 */
export function calendarHref(language: string, eventId?: string, inviteCode?: string): string {
  const path =
    eventId === undefined ? CALENDAR_PATH : `${EVENT_CALENDAR_PREFIX}${encodeURIComponent(eventId)}.ics`
  const code = inviteCode ? `&inbjudan=${encodeURIComponent(inviteCode)}` : ''
  return `${path}?lang=${encodeURIComponent(language)}${code}`
}
