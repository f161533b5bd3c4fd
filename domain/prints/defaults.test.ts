import { describe, expect, it } from 'vitest'
import { DEFAULT_COLOR_SCHEME } from '../design/hsla-css.ts'
import type { SiteModule } from '../modules/registry.ts'
import type { Image } from '../site/image.ts'
import {
  defaultContent,
  defaultPrint,
  type PrintSite,
  printLanguage,
  qrNeedsWarning,
  qrUrlHost,
  withLayout,
} from './defaults.ts'
import type { PrintContentItem } from './print.ts'

const PHOTO: Image = {
  path: '/media/site-1',
  fileName: 'photo-1600.jpg',
  sizes: [{ fileName: 'photo-1600.jpg', size: 1600 }],
}

function site(overrides: Partial<PrintSite> = {}): PrintSite {
  return {
    host: 'anna-erik.brollopssida.se',
    theme: 'theme9',
    fonts: { heading: 'Great Vibes', text: 'Lato' },
    colorScheme: DEFAULT_COLOR_SCHEME,
    siteGraphic: null,
    eventLogo: null,
    wizardData: {
      name1: 'Anna',
      name2: 'Erik',
      dateStart: '2027-06-12T15:00',
      location: 'Ulriksdals slott, Solna',
    },
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [],
    ...overrides,
  }
}

function ids() {
  let n = 0
  return () => `item-${++n}`
}

const textAt = (content: PrintContentItem[], position: string) => {
  const item = content.find((c) => c.position === position)
  return item?.contentType === 'text' ? item.properties.text : undefined
}

describe('defaultPrint', () => {
  it('starts a theme9 site on the gradient layout with its photo, title, day and place, and its address in the QR', () => {
    const header = {
      id: 'h',
      siteModuleType: 'Header',
      hide: false,
      hideInMenu: false,
      title: { sv: 'Vi ses i juni!' },
      image: { image: PHOTO, userSelectedImageSize: 'LARGE' },
    } as unknown as SiteModule
    const print = defaultPrint({ site: site({ siteModules: [header] }), newId: ids() })
    expect(print.layout).toBe('TEXT_ON_PHOTO_GRADIENT')
    expect(print.content.map((c) => [c.page, c.position])).toEqual([
      [1, 'primaryImage'],
      [1, 'title'],
      [1, 'dateAndLocation'],
      [2, 'textAtQR'],
      [2, 'qr'],
    ])
    expect(print.content[0]).toMatchObject({ contentType: 'image', properties: PHOTO })
    expect(textAt(print.content, 'title')).toBe('Vi ses i juni!')
    expect(textAt(print.content, 'dateAndLocation')).toBe('12 juni 2027 · Ulriksdals slott, Solna')
    expect(print.content[4]).toMatchObject({
      contentType: 'qr',
      properties: { url: 'https://anna-erik.brollopssida.se/', hidden: false },
    })
    expect(print.fonts).toEqual({ heading: 'Great Vibes', text: 'Lato' })
    expect(print.colorScheme).toEqual({
      background: DEFAULT_COLOR_SCHEME.background,
      onBackground: DEFAULT_COLOR_SCHEME.onBackground,
    })
    expect(print.trim).toBe('none')
    expect(new Set(print.content.map((c) => c.id)).size).toBe(5)
  })

  it('writes GENESIS with the names and the long day with the place on its own line', () => {
    const content = defaultContent('GENESIS', { site: site({ theme: 'theme4' }), newId: ids() })
    expect(textAt(content, 'names')).toBe('Anna & Erik')
    expect(textAt(content, 'dateAndLocationLong')).toBe('Lördag 12 juni 2027\nUlriksdals slott, Solna')
    expect(textAt(content, 'welcomeText')).toBe('Välkomna på vårt bröllop')
  })

  it('uses a sample photo when the site has none, and an empty QR address when it has no host', () => {
    const content = defaultContent('PHOTO_CLEAN', { site: site({ host: null }), newId: ids() })
    expect(content[0]).toMatchObject({ contentType: 'image', properties: { isDemoImage: true } })
    expect(content.find((c) => c.contentType === 'qr')).toMatchObject({ properties: { url: '' } })
  })

  it('writes in Danish for a Danish site and takes the countdown day when the wizard has none', () => {
    const countdown = {
      id: 'c',
      siteModuleType: 'Countdown',
      hide: false,
      hideInMenu: false,
      countdownDate: '2028-01-08T14:00',
    } as unknown as SiteModule
    const danish = site({
      availableLanguages: [{ languageCode: 'da' }],
      wizardData: null,
      siteModules: [countdown],
    })
    expect(printLanguage(danish)).toBe('da')
    const content = defaultContent('GENESIS', { site: danish, newId: ids() })
    expect(textAt(content, 'names')).toBe('Navn & Navn')
    expect(textAt(content, 'dateAndLocationLong')).toBe('Lørdag den 8. januar 2028')
  })
})

describe('withLayout', () => {
  it('keeps the changed title and photo when switching between photo layouts, and fills in the new names', () => {
    const context = { site: site(), newId: ids() }
    const start = defaultPrint(context)
    const changed = {
      ...start,
      content: start.content.map((item) => {
        if (item.position === 'title' && item.contentType === 'text')
          return { ...item, properties: { text: 'Välkommen\ntill oss' } }
        if (item.contentType === 'image') return { ...item, properties: PHOTO }
        return item
      }),
    }
    const next = withLayout(changed, 'PHOTO_CLEAN', context)
    expect(next.layout).toBe('PHOTO_CLEAN')
    expect(next.content.map((c) => c.position)).toEqual([
      'primaryImage',
      'title',
      'names',
      'dateAndLocation',
      'textAtQR',
      'qr',
    ])
    expect(next.content[0]).toMatchObject({ id: changed.content[0]?.id, properties: PHOTO })
    expect(textAt(next.content, 'title')).toBe('Välkommen\ntill oss')
    expect(textAt(next.content, 'names')).toBe('Anna & Erik')
  })

  it('drops the photo in GENESIS and keeps the QR code as it was', () => {
    const context = { site: site(), newId: ids() }
    const start = defaultPrint(context)
    const hidden = {
      ...start,
      content: start.content.map((item) =>
        item.contentType === 'qr'
          ? { ...item, properties: { url: 'https://other.se/', hidden: true } }
          : item,
      ),
    }
    const next = withLayout(hidden, 'GENESIS', context)
    expect(next.content.some((c) => c.contentType === 'image')).toBe(false)
    expect(next.content.find((c) => c.contentType === 'qr')).toMatchObject({
      properties: { url: 'https://other.se/', hidden: true },
    })
  })
})

describe('QR checks', () => {
  const qr = (url: string, hidden = false): PrintContentItem[] => [
    { id: 'q', page: 2, position: 'qr', contentType: 'qr', properties: { url, hidden } },
  ]

  it('reads the host of a url with or without a scheme', () => {
    expect(qrUrlHost('https://www.Anna-Erik.brollopssida.se/osa')).toBe('anna-erik.brollopssida.se')
    expect(qrUrlHost('anna-erik.se')).toBe('anna-erik.se')
    expect(qrUrlHost('')).toBe('')
  })

  it('warns when the url is missing or not the site host, never when it matches or the QR is hidden', () => {
    expect(qrNeedsWarning(qr('https://anna-erik.se/'), 'anna-erik.se')).toBeNull()
    expect(qrNeedsWarning(qr('', true), 'anna-erik.se')).toBeNull()
    expect(qrNeedsWarning(qr(''), 'anna-erik.se')).toEqual({ qrUrl: '', siteHost: 'anna-erik.se' })
    expect(qrNeedsWarning(qr('https://other.se/'), 'anna-erik.se')).toEqual({
      qrUrl: 'https://other.se/',
      siteHost: 'anna-erik.se',
    })
    expect(qrNeedsWarning(qr('https://anna-erik.se/'), null)).toEqual({
      qrUrl: 'https://anna-erik.se/',
      siteHost: '',
    })
  })
})

describe('an older site', () => {
  it('without modules, scheme or fonts still gets a card in the standard look', () => {
    const older = {
      ...site(),
      siteModules: undefined,
      colorScheme: undefined,
      fonts: undefined,
    } as unknown as PrintSite
    const print = defaultPrint({ site: older, newId: ids() })
    expect(print.fonts).toEqual({ heading: 'Playfair Display', text: 'Open Sans' })
    expect(print.colorScheme.background).toEqual(DEFAULT_COLOR_SCHEME.background)
    expect(textAt(print.content, 'title')).toBe('Vi gifter oss!')
  })
})
