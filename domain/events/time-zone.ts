import type { Market } from '../brands.ts'
import { LOCAL_DATE_TIME } from './local-time.ts'

/** The time zone of each market: an event's times are wall-clock times there. */
export const MARKET_TIME_ZONES: Readonly<Record<Market, string>> = {
  se: 'Europe/Stockholm',
  dk: 'Europe/Copenhagen',
}

/** The zone's offset from UTC at `instant`, in minutes (Stockholm in summer: 120). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * The instant a wall-clock time in `timeZone` names. A time the clocks skip in spring (02:30 on
 * the last Sunday of March) is read with the offset before the change, so it lands an hour later,
 * as a calendar does; a time that occurs twice in autumn is the first of the two.
 */
export function zonedToUtc(local: string, timeZone: string): Date {
  const m = LOCAL_DATE_TIME.exec(local)
  if (!m) throw new Error(`Not a local date and time: ${local}`)
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  const before = offsetMinutes(wall - 86_400_000, timeZone)
  const first = wall - before * 60_000
  if (offsetMinutes(first, timeZone) === before) return new Date(first)
  const after = offsetMinutes(wall + 86_400_000, timeZone)
  const second = wall - after * 60_000
  return new Date(offsetMinutes(second, timeZone) === after ? second : first)
}
