/**
 * The countdown date's bounds (spec 001 sections 5 and 9) as datetime-local values, for the
 * input's min and max.
 */
export const COUNTDOWN_MIN = '1900-01-01T00:00'
export const COUNTDOWN_MAX = '2099-01-01T00:00'

// countdownModuleSchema (domain/modules/countdown.ts) uses the same pattern and range, so whatever
// the editor accepts, a save accepts too.
export const COUNTDOWN_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** Within 1900-01-01 00:00 and 2099-01-01 00:00, both included; a bare date means its midnight. */
export function isCountdownDateInRange(value: string): boolean {
  const minute = value.length === 10 ? `${value}T00:00` : value.slice(0, 16)
  const exact = value.length > 16 ? value.slice(16) : ''
  if (minute === COUNTDOWN_MAX) return exact === '' || /^:00$/.test(exact)
  return minute >= COUNTDOWN_MIN && minute < COUNTDOWN_MAX
}

export type CountdownDateProblem = 'required' | 'format' | 'range'

function isCalendarValue(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const m = month ?? 0
  const d = day ?? 0
  const daysInMonth = new Date(Date.UTC(year ?? 0, m, 0)).getUTCDate()
  return (
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    d <= daysInMonth &&
    (hour ?? 0) < 24 &&
    (minute ?? 0) < 60 &&
    (second ?? 0) < 60
  )
}

/** What is wrong with a countdown date, if anything. */
export function countdownDateProblem(value: string | null | undefined): CountdownDateProblem | null {
  if (!value) return 'required'
  const match = COUNTDOWN_PATTERN.exec(value)
  if (!match || !isCalendarValue(match)) return 'format'
  return isCountdownDateInRange(value) ? null : 'range'
}

/**
 * A countdown date the site accepts: a datetime-local value (or a bare date) within 1900-01-01 and
 * 2099-01-01, compared as the schema compares. It also refuses dates the calendar lacks
 * (2027-02-30), which the schema's pattern lets through but no date input produces.
 */
export function isCountdownDateValid(value: string | null | undefined): boolean {
  return countdownDateProblem(value) === null
}

/**
 * A stored date as a datetime-local input shows it: the schema also takes a bare date, which such
 * an input would show as empty, so it gets midnight. Nothing stored is ''.
 */
export function countdownInputValue(stored: string | null | undefined): string {
  if (!stored) return ''
  return /^\d{4}-\d{2}-\d{2}$/.test(stored) ? `${stored}T00:00` : stored
}
