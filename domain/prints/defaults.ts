import { DEFAULT_FONTS } from '../design/fonts.ts'
import { DEFAULT_COLOR_SCHEME } from '../design/hsla-css.ts'
import { isCountdown } from '../modules/countdown.ts'
import { headerOf } from '../modules/header.ts'
import type { SiteModule } from '../modules/registry.ts'
import type { Image } from '../site/image.ts'
import { DEFAULT_LANGUAGE, type InterfaceLanguage, isInterfaceLanguage } from '../site/languages.ts'
import { lookupText } from '../site/lookup-text.ts'
import type { SiteV2 } from '../site/schema.ts'
import { sampleImage } from '../wizard/sample-images.ts'
import { LAYOUTS, layoutForTheme, switchLayoutContent } from './layouts.ts'
import type { PrintContent, PrintContentItem, PrintLayout, PrintPosition } from './print.ts'

/** What a card is made from: the site it invites to. */
export type PrintSite = Pick<
  SiteV2,
  | 'host'
  | 'theme'
  | 'fonts'
  | 'colorScheme'
  | 'siteGraphic'
  | 'eventLogo'
  | 'wizardData'
  | 'availableLanguages'
> & { siteModules: readonly SiteModule[] }

export interface PrintDefaultsContext {
  site: PrintSite
  /** A fresh unique id for a content item. */
  newId: () => string
}

type DefaultTextPosition = Exclude<
  PrintPosition,
  'primaryImage' | 'qr' | 'names' | 'dateAndLocation' | 'dateAndLocationLong'
>

/**
 * The card's own words in sv, en and da. Like a module's default texts they are content the owner
 * edits on the card, so they live here and not in the interface catalogs.
 */
const TEXTS: Record<InterfaceLanguage, Record<DefaultTextPosition, string> & { names: string }> = {
  sv: {
    welcomeText: 'Välkomna på vårt bröllop',
    title: 'Vi gifter oss!',
    websiteInfo: 'Läs mer och OSA på vår bröllopssida.\nSkanna QR-koden på baksidan.',
    textAtQR: 'Skanna QR-koden för att läsa mer\noch OSA på vår bröllopssida',
    names: 'Namn & Namn',
  },
  en: {
    welcomeText: 'Welcome to our wedding',
    title: 'We are getting married!',
    websiteInfo: 'Read more and RSVP on our wedding website.\nScan the QR code on the back.',
    textAtQR: 'Scan the QR code to read more\nand RSVP on our wedding website',
    names: 'Name & Name',
  },
  da: {
    welcomeText: 'Velkommen til vores bryllup',
    title: 'Vi skal giftes!',
    websiteInfo: 'Læs mere og svar på vores bryllupsside.\nScan QR-koden på bagsiden.',
    textAtQR: 'Scan QR-koden for at læse mere\nog svare på vores bryllupsside',
    names: 'Navn & Navn',
  },
}

/** The card's language: Swedish when the site has it, else its first language we write in. */
export function printLanguage(site: Pick<PrintSite, 'availableLanguages'>): InterfaceLanguage {
  const codes = site.availableLanguages.map((l) => l.languageCode)
  if (codes.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE
  return codes.find(isInterfaceLanguage) ?? DEFAULT_LANGUAGE
}

/** The address the card's QR code opens: the site's own, or empty until the site has one. */
export function qrUrlForHost(host: string | null | undefined): string {
  return host ? `https://${host}/` : ''
}

/** The host a QR url points at ('' when the url is empty or not an address). */
export function qrUrlHost(url: string): string {
  const trimmed = url.trim()
  if (!trimmed) return ''
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`)
    return parsed.hostname.replace(/^www\./, '').toLowerCase()
  } catch {
    return ''
  }
}

/**
 * Whether ordering should warn about the QR code (spec 002 section 4): a shown QR code without an
 * address, or with one that is not the site's host.
 */
export function qrNeedsWarning(
  content: readonly PrintContentItem[],
  siteHost: string | null | undefined,
): { qrUrl: string; siteHost: string } | null {
  const qr = content.find((item) => item.contentType === 'qr')
  if (qr?.contentType !== 'qr' || qr.properties.hidden) return null
  const host = (siteHost ?? '').toLowerCase()
  const url = qr.properties.url.trim()
  if (url && host && qrUrlHost(url) === host) return null
  return { qrUrl: url, siteHost: host }
}

function names(site: PrintSite, language: InterfaceLanguage): string {
  const wizard = site.wizardData
  const first = wizard?.name1?.trim() || site.eventLogo?.name1?.trim()
  const second = wizard?.name2?.trim() || site.eventLogo?.name2?.trim()
  if (first && second) return `${first} & ${second}`
  if (first || second) return (first || second) as string
  return TEXTS[language].names
}

/** The event's day as 'YYYY-MM-DD...' from the wizard, else from the countdown. */
function eventDay(site: PrintSite): Date | null {
  const fromWizard = site.wizardData?.dateNotDecided ? undefined : site.wizardData?.dateStart
  const countdown = (site.siteModules ?? []).find(isCountdown)
  const value = fromWizard || countdown?.countdownDate
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null
  if (!match) return null
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}

const LOCALES: Record<InterfaceLanguage, string> = { sv: 'sv-SE', en: 'en-GB', da: 'da-DK' }

function formatDay(day: Date, language: InterfaceLanguage, long: boolean): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    ...(long ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1)
}

/** 'Lördag 12 juni 2027\nUlriksdals slott' (long) or '12 juni 2027 · Ulriksdals slott'. */
function dateAndLocation(site: PrintSite, language: InterfaceLanguage, long: boolean): string {
  const day = eventDay(site)
  const place = site.wizardData?.location?.trim()
  const parts = [day ? formatDay(day, language, long) : '', place ?? ''].filter(Boolean)
  return parts.join(long ? '\n' : ' · ')
}

/** The site's header photo, else a sample photo the owner replaces. */
function primaryImage(site: PrintSite): Image {
  const header = headerOf(site.siteModules ?? [])
  const own = header?.image?.image
  return own ? structuredClone(own) : sampleImage('meadow')
}

function textFor(position: PrintPosition, site: PrintSite, language: InterfaceLanguage): string {
  switch (position) {
    case 'names':
      return names(site, language)
    case 'dateAndLocation':
      return dateAndLocation(site, language, false)
    case 'dateAndLocationLong':
      return dateAndLocation(site, language, true)
    case 'title': {
      const header = headerOf(site.siteModules ?? [])
      const title = header ? lookupText(header.title, language).trim() : ''
      return title || TEXTS[language].title
    }
    case 'welcomeText':
    case 'websiteInfo':
    case 'textAtQR':
      return TEXTS[language][position]
    default:
      return ''
  }
}

/** A layout's content made from the site: its names, day and place, photo and address. */
export function defaultContent(
  layout: PrintLayout,
  { site, newId }: PrintDefaultsContext,
): PrintContentItem[] {
  const language = printLanguage(site)
  return LAYOUTS[layout].slots.map((slot): PrintContentItem => {
    const base = { id: newId(), page: slot.page, position: slot.position }
    if (slot.contentType === 'image') return { ...base, contentType: 'image', properties: primaryImage(site) }
    if (slot.contentType === 'qr')
      return { ...base, contentType: 'qr', properties: { url: qrUrlForHost(site.host), hidden: false } }
    return { ...base, contentType: 'text', properties: { text: textFor(slot.position, site, language) } }
  })
}

/** The site's look as a card wears it: its colours, fonts, graphic and event logo. */
export function siteDesign(
  site: PrintSite,
): Pick<PrintContent, 'colorScheme' | 'fonts' | 'siteGraphic' | 'eventLogo'> {
  // An older site may lack a scheme or fonts: the standard ones stand in, as on its page.
  const scheme = site.colorScheme ?? DEFAULT_COLOR_SCHEME
  return {
    colorScheme: {
      background: structuredClone(scheme.background),
      onBackground: structuredClone(scheme.onBackground),
    },
    fonts: { ...(site.fonts ?? DEFAULT_FONTS) },
    siteGraphic: site.siteGraphic ?? null,
    eventLogo: site.eventLogo ? structuredClone(site.eventLogo) : null,
  }
}

/** A new card for a site: the theme's layout, its default content and the site's look. */
export function defaultPrint(context: PrintDefaultsContext): PrintContent {
  const layout = layoutForTheme(context.site.theme)
  return { layout, content: defaultContent(layout, context), ...siteDesign(context.site), trim: 'none' }
}

/** The card in another layout, keeping what the owner wrote at matching positions. */
export function withLayout<P extends Pick<PrintContent, 'layout' | 'content'>>(
  print: P,
  layout: PrintLayout,
  context: PrintDefaultsContext,
): P {
  return { ...print, layout, content: switchLayoutContent(print.content, defaultContent(layout, context)) }
}
