import { describe, expect, it } from 'vitest'
import { BRANDS } from '../brands.ts'
import { siteContentSchema } from '../site/schema.ts'
import { isColorPreset } from './color-presets.ts'
import { colorSchemeSchema } from './color-scheme.ts'
import { meetsAA, schemeContrast } from './contrast.ts'
import {
  DESIGN_TEMPLATES,
  findDesignTemplate,
  STANDARD_TEMPLATE_NAME,
  templateColorScheme,
  templateDesign,
  templatesForBrand,
} from './design-templates.ts'
import { isEventLogo } from './event-logos.ts'
import { isHeadingFont, isTextFont } from './fonts.ts'
import { isSiteGraphic } from './graphics.ts'
import { THEMES } from './themes.ts'

describe('design templates', () => {
  it('has at least 12 templates with unique names and exactly one standard', () => {
    expect(DESIGN_TEMPLATES.length).toBeGreaterThanOrEqual(12)
    const names = DESIGN_TEMPLATES.map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.filter((n) => n === STANDARD_TEMPLATE_NAME)).toHaveLength(1)
  })

  it('standard is the wedding default: theme4, Playfair Display and Open Sans, for every brand', () => {
    const standard = findDesignTemplate(STANDARD_TEMPLATE_NAME)
    expect(standard).toMatchObject({
      theme: 'theme4',
      fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    })
    expect(standard?.brandsExclusive).toBeUndefined()
  })

  it('uses the spec template defaults Pompiere and Open Sans somewhere', () => {
    expect(DESIGN_TEMPLATES.some((t) => t.fonts.heading === 'Pompiere' && t.fonts.text === 'Open Sans')).toBe(
      true,
    )
  })

  it.each(DESIGN_TEMPLATES.map((t) => [t.name, t] as const))('%s: every name resolves', (_, t) => {
    if (typeof t.colorScheme === 'string') expect(isColorPreset(t.colorScheme), t.colorScheme).toBe(true)
    else expect(colorSchemeSchema.safeParse(t.colorScheme).success).toBe(true)
    expect(meetsAA(schemeContrast(templateColorScheme(t)))).toBe(true)
    expect(isHeadingFont(t.fonts.heading), t.fonts.heading).toBe(true)
    expect(isTextFont(t.fonts.text), t.fonts.text).toBe(true)
    expect(THEMES).toContain(t.theme)
    if (t.siteGraphic !== null) expect(isSiteGraphic(t.siteGraphic), t.siteGraphic).toBe(true)
    if (t.eventLogo !== null) expect(isEventLogo(t.eventLogo.name), t.eventLogo.name).toBe(true)
    for (const brand of t.brandsExclusive ?? []) expect(BRANDS).toContain(brand)
    // What the template writes is a valid site design.
    const design = templateDesign(t)
    expect(siteContentSchema.safeParse(design).success).toBe(true)
  })

  it('keeps theme12 and event logos to weddings', () => {
    for (const t of DESIGN_TEMPLATES.filter((x) => x.theme === 'theme12' || x.eventLogo)) {
      expect(t.brandsExclusive, t.name).toEqual(['wedding'])
    }
    expect(templatesForBrand('party').some((t) => t.theme === 'theme12')).toBe(false)
    expect(templatesForBrand('wedding').some((t) => t.theme === 'theme12')).toBe(true)
  })

  it('offers every brand the standard template and several others', () => {
    for (const brand of BRANDS) {
      const names = templatesForBrand(brand).map((t) => t.name)
      expect(names).toContain(STANDARD_TEMPLATE_NAME)
      expect(names.length).toBeGreaterThanOrEqual(8)
    }
  })

  it('gives a copy of the design, so editing a site never changes the template', () => {
    const t = DESIGN_TEMPLATES[0]
    if (!t) throw new Error('no templates')
    const design = templateDesign(t)
    design.colorScheme.primary.h = 1
    design.fonts.heading = 'x'
    expect(templateColorScheme(t).primary.h).not.toBe(1)
    expect(t.fonts.heading).not.toBe('x')
    expect(design.mostRecentSelectedDesignTemplate).toBe(t.name)
  })
})
