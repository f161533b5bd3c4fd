// Free of zod: the public page's programme reads event times with it.

/** A wall-clock time in the site's market time zone, as a datetime-local input gives it. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** True when a 'YYYY-MM-DDTHH:mm' names a real day and time (no 31 February, no 24:00). */
export function isRealDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value)
  if (!m) return false
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return (
    y >= 1900 && y < 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60
  )
}
