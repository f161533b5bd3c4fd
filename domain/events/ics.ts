import { lookupText } from '../site/lookup-text.ts'
import type { SiteEvent } from './event.ts'
import { zonedToUtc } from './time-zone.ts'

/** What a calendar file is made of: the events, read in one language, and where they belong. */
export interface CalendarInput {
  /** Stable across downloads, so a calendar updates the event instead of adding it twice. */
  uidDomain: string
  siteId: string
  calendarName: string
  language: string
  timeZone: string
  /** The site's address, linked from each event. */
  url: string | null
  /** Texts around the event's own: 'Klädkod' and the like, in the page's interface language. */
  labels: { dressCode: string }
  now: Date
  events: readonly SiteEvent[]
}

/**
 * An RFC 5545 calendar of the events that have a start. Times are written in UTC (from the wall
 * clock of the site's zone), so every calendar places them right whatever its own zone and across
 * a change to or from summer time, without a VTIMEZONE to keep in step with the zone's rules.
 */
export function calendarFile(input: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//eventsite//programme//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
    `X-WR-TIMEZONE:${input.timeZone}`,
  ]
  for (const event of input.events) {
    if (!event.start) continue
    const start = zonedToUtc(event.start, input.timeZone)
    const place = [event.place.name, event.place.mapLocation].filter(Boolean)
    const description = [
      event.dressCode ? `${input.labels.dressCode}: ${event.dressCode}` : '',
      event.note,
    ].filter(Boolean)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}.${input.siteId}@${input.uidDomain}`,
      `DTSTAMP:${utcStamp(input.now)}`,
      `DTSTART:${utcStamp(start)}`,
      ...(event.end ? [`DTEND:${utcStamp(zonedToUtc(event.end, input.timeZone))}`] : []),
      `SUMMARY:${escapeText(lookupText(event.title, input.language))}`,
      ...(place.length ? [`LOCATION:${escapeText([...new Set(place)].join(', '))}`] : []),
      ...(description.length ? [`DESCRIPTION:${escapeText(description.join('\n\n'))}`] : []),
      ...(input.url ? [`URL:${input.url}`] : []),
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** 20270327T170000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets continue on the next after a space (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder()
  if (encoder.encode(line).length <= 75) return line
  const out: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = out.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      out.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  out.push(current)
  return out.join('\r\n ')
}
