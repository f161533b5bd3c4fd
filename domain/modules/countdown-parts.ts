// Kept free of zod so the public page's client bundle can use it without the schema library.
// (countdown.ts beside it is the module's zod schema, which the public page must not import.)

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export const COUNTDOWN_ZERO: CountdownParts = Object.freeze({ days: 0, hours: 0, minutes: 0, seconds: 0 })

const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * A datetime-local string ('2027-06-12T15:00', also '2027-06-12 15:00' of the legacy shape, or a
 * bare date meaning midnight) as wall-clock milliseconds: its fields read as if they were UTC.
 * Null when it is not such a string or names a day that does not exist.
 */
export function wallClockOfLocalString(value: string): number | null {
  const m = LOCAL_DATETIME.exec(value.trim())
  if (!m) return null
  const [y, mo, d, h = 0, mi = 0, s = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)))
  if (y === undefined || mo === undefined || d === undefined) return null
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null
  const ms = Date.UTC(y, mo - 1, d, h, mi, s)
  // Date.UTC rolls 31 February over into March; such a date is not one.
  if (new Date(ms).getUTCDate() !== d) return null
  return ms
}

/** The viewer's local wall-clock time of an instant, in the same terms as wallClockOfLocalString. */
export function wallClockOf(now: Date): number {
  return Date.UTC(
    now.getFullYear(),
    now.getMonth(),
    now.getDate(),
    now.getHours(),
    now.getMinutes(),
    now.getSeconds(),
    now.getMilliseconds(),
  )
}

/**
 * Days, hours, minutes and seconds from now until a datetime-local target read in the viewer's
 * own time zone; all zero when the target has passed, is missing or is not a date.
 *
 * Both ends are compared as wall-clock times, so a daylight-saving change between now and the
 * target does not show as a stray hour: at 15:00 the day before a 15:00 event it reads 1 day 0 hours.
 */
export function countdownParts(targetLocal: string | null | undefined, now: Date): CountdownParts {
  if (!targetLocal) return COUNTDOWN_ZERO
  const target = wallClockOfLocalString(targetLocal)
  if (target === null || Number.isNaN(now.getTime())) return COUNTDOWN_ZERO
  // Whole seconds remaining, rounded up so the last second shows 1 until the moment itself.
  const total = Math.ceil((target - wallClockOf(now)) / 1000)
  if (total <= 0) return COUNTDOWN_ZERO
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/** Milliseconds until the shown seconds next change, so ticks land on the second boundary. */
export function msUntilNextTick(now: Date): number {
  // The target has whole seconds, so the rounded-up remainder changes when the clock's
  // milliseconds pass zero.
  return 1000 - now.getMilliseconds()
}
