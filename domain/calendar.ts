/**
 * Adds calendar months in UTC, keeping the day of the month where it exists and taking the month's
 * last day where it does not: 31 August plus 18 months is 28 February, never 3 March (issue 37).
 */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, lastDay))
  return d
}
