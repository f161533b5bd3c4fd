import { describe, expect, it } from 'vitest'
import { DEFAULT_COLOR_SCHEME } from '#domain/design/hsla-css.ts'
import { defaultPrint, type PrintSite } from '#domain/prints/defaults.ts'
import { draftOf, sameCard } from './print-draft.ts'
import { matchesSite, matchSite } from './site-match.ts'

const site: PrintSite = {
  host: 'anna.brollopssida.se',
  theme: 'theme4',
  fonts: { heading: 'Great Vibes', text: 'Lato' },
  colorScheme: DEFAULT_COLOR_SCHEME,
  siteGraphic: 'eucalyptus',
  eventLogo: { name: 'HandDrawnHeart', name1: 'Anna', name2: 'Erik' },
  wizardData: null,
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [],
}

let n = 0
const card = () => defaultPrint({ site, newId: () => `i${++n}` })

describe('matching the site', () => {
  it('a new card matches the site in every part', () => {
    const draft = card()
    for (const part of ['siteGraphic', 'fonts', 'colorScheme', 'eventLogo'] as const) {
      expect(matchesSite(draft, site, part)).toBe(true)
    }
  })

  it('sees each changed part and copies only that part back from the site', () => {
    const changed = {
      ...card(),
      fonts: { heading: 'Cinzel', text: 'Lato' },
      siteGraphic: null,
      colorScheme: { ...card().colorScheme, background: { h: 0, s: 0, l: 100, a: 1 } },
      eventLogo: null,
    }
    for (const part of ['siteGraphic', 'fonts', 'colorScheme', 'eventLogo'] as const) {
      expect(matchesSite(changed, site, part)).toBe(false)
    }
    const fonts = matchSite(changed, site, 'fonts')
    expect(fonts.fonts).toEqual(site.fonts)
    expect(fonts.siteGraphic).toBeNull()
    expect(matchesSite(matchSite(changed, site, 'eventLogo'), site, 'eventLogo')).toBe(true)
    expect(matchesSite(matchSite(changed, site, 'colorScheme'), site, 'colorScheme')).toBe(true)
  })
})

describe('sameCard', () => {
  it('ignores key order and the print record fields, and sees a changed text', () => {
    const draft = card()
    const { trim, ...rest } = draft
    const reordered = JSON.parse(JSON.stringify({ trim, ...rest, _id: 'p1', updatedAt: 'x' }))
    expect(sameCard(draft, draftOf(reordered))).toBe(true)
    const edited = {
      ...draft,
      content: draft.content.map((item) =>
        item.contentType === 'text' ? { ...item, properties: { text: `${item.properties.text}!` } } : item,
      ),
    }
    expect(sameCard(draft, edited)).toBe(false)
  })
})
