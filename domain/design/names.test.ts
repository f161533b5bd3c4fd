import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '../site/schema.ts'
import { COLOR_PRESET_NAMES, COLOR_PRESETS, isColorPreset } from './color-presets.ts'
import { assertEventLogo, EVENT_LOGOS, isEventLogo } from './event-logos.ts'
import { ALL_FONTS, findFont, HEADING_FONT_NAMES, TEXT_FONT_NAMES } from './fonts.ts'
import { assertSiteGraphic, isSiteGraphic, SITE_GRAPHICS } from './graphics.ts'
import { THEMES, themesForBrand } from './themes.ts'

// Every name in the design lists resolves through its own lookup and is accepted in a site document.
describe('design names resolve', () => {
  const site = (design: Record<string, unknown>) => siteContentSchema.safeParse(design)

  it.each(THEMES)('theme %s', (theme) => {
    expect(site({ theme }).success).toBe(true)
    expect(themesForBrand('wedding')).toContain(theme)
  })

  it.each(COLOR_PRESET_NAMES)('colour preset %s', (name) => {
    expect(isColorPreset(name)).toBe(true)
    expect(site({ colorScheme: COLOR_PRESETS[name] }).success).toBe(true)
  })

  it.each([...HEADING_FONT_NAMES.map((n) => ['heading', n]), ...TEXT_FONT_NAMES.map((n) => ['text', n])])(
    '%s font %s',
    (role, name) => {
      expect(findFont(name)?.family).toBe(name)
      const fonts = { heading: 'Playfair Display', text: 'Open Sans', [role]: name }
      expect(site({ fonts }).success).toBe(true)
    },
  )

  it.each(SITE_GRAPHICS)('graphic %s', (name) => {
    expect(isSiteGraphic(name)).toBe(true)
    expect(assertSiteGraphic(name)).toBe(name)
    expect(site({ siteGraphic: name }).success).toBe(true)
  })

  it.each(EVENT_LOGOS)('event logo %s', (name) => {
    expect(isEventLogo(name)).toBe(true)
    expect(assertEventLogo(name)).toBe(name)
    expect(site({ eventLogo: { name } }).success).toBe(true)
  })

  it('refuses names that are in no list', () => {
    expect(site({ theme: 'theme6' }).success).toBe(false)
    expect(isColorPreset('BEIGE')).toBe(false)
    expect(findFont('Papyrus')).toBeUndefined()
    expect(isSiteGraphic('corners99')).toBe(false)
    expect(isEventLogo('Heart')).toBe(false)
    expect(ALL_FONTS.length).toBe(new Set([...HEADING_FONT_NAMES, ...TEXT_FONT_NAMES]).size)
  })
})
