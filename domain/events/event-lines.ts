import { lookupText } from '../site/lookup-text.ts'
import type { SiteEvent } from './event.ts'

type Language = 'sv' | 'en' | 'da'

const AT: Record<Language, string> = { sv: 'kl.', en: 'at', da: 'kl.' }
const LATER: Record<Language, string> = {
  sv: 'tid meddelas senare',
  en: 'time to be announced',
  da: 'tidspunkt følger',
}

const languageOf = (language: string): Language => (language === 'en' || language === 'da' ? language : 'sv')

/**
 * When an event is, as its guests read it: 'lördag 12 juni 2027 kl. 15:00–01:00'. The times are
 * the site's wall clock (decision 0024), so they are formatted as they are, never moved by a zone.
 */
export function eventWhen(event: Pick<SiteEvent, 'start' | 'end'>, language: string): string {
  const lang = languageOf(language)
  if (!event.start) return LATER[lang]
  const [date = '', time = ''] = event.start.split('T')
  const day = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
  const [endDate = '', endTime = ''] = event.end?.split('T') ?? []
  // An end the next morning is only its time; an end days later names its day too.
  const nextDay = new Date(`${date}T00:00:00Z`)
  nextDay.setUTCDate(nextDay.getUTCDate() + 1)
  const endsSoon = endDate === date || (endDate === nextDay.toISOString().slice(0, 10) && endTime <= time)
  const end = !event.end ? '' : endsSoon ? `–${endTime}` : ` – ${endDate} ${endTime}`
  return `${day} ${AT[lang]} ${time}${end}`
}

/**
 * An event as one line of a mail or a card: its title in the language, when, and where.
 * 'Välkomstmiddag: fredag 11 juni 2027 kl. 18:00–23:00, Grand Hôtel'.
 */
export function eventLine(event: SiteEvent, language: string): string {
  const title = lookupText(event.title, language).trim()
  const place = event.place.name.trim()
  return `${title}: ${eventWhen(event, language)}${place ? `, ${place}` : ''}`
}

const INVITED_TO: Record<Language, string> = {
  sv: 'Ni är inbjudna till:',
  en: 'You are invited to:',
  da: 'I er inviteret til:',
}

/**
 * The block a reminder or an answer mail ends its message with when the site has several events
 * (issue 32, item 6): the household's events, a line each. Empty for a site with one event, so
 * its mails stay exactly as they were.
 */
export function invitedEventsText(
  invited: readonly SiteEvent[],
  programmeSize: number,
  language: string,
): string {
  if (programmeSize < 2 || invited.length === 0) return ''
  const lines = invited.map((e) => `- ${eventLine(e, language)}`)
  return `${INVITED_TO[languageOf(language)]}\n${lines.join('\n')}`
}
