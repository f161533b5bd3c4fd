import { LOCAL_DATE_TIME } from '#domain/events/local-time.ts'

function wall(local: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local)
  if (!m) return null
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  return new Date(Date.UTC(y, mo - 1, d, h, mi))
}

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    // The guests are in Sweden and Denmark: English is written the British way, '27 March'.
    return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { ...options, timeZone: 'UTC' })
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' })
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (date: Date) => `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`

/**
 * 'lördag 12 juni 2027' and '15:00–01:00' in the site language. The times are the site's wall-clock
 * times as written, so they are formatted as they stand (in UTC) and never moved to the reader's zone.
 */
export function eventTime(
  start: string,
  end: string | null,
  language: string,
): { day: string; time: string; endDay: string | null } | null {
  const from = wall(start)
  if (!from) return null
  const to = end ? wall(end) : null
  const days = formatter(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const sameDay = to ? to.getTime() - from.getTime() < 86_400_000 : true
  return {
    day: days.format(from),
    time: to ? `${clock(from)}–${clock(to)}` : clock(from),
    endDay: to && !sameDay ? days.format(to) : null,
  }
}
