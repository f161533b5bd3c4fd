import { describe, expect, it } from 'vitest'
import { allBrandInfos, brandInfo } from '../brands.ts'
import { siteContentSchema } from '../site/schema.ts'
import { isQuickStartVariant, QUICK_START_ID, QUICK_START_VARIANTS, quickStartSite } from './quick-start.ts'

const NOW = new Date(2026, 10, 25, 10, 30)
const newId = () => {
  let n = 0
  return (prefix: string) => `${prefix}-${++n}`
}

describe('quick-start sites', () => {
  const cases = allBrandInfos().flatMap((info) =>
    QUICK_START_VARIANTS.map((variant) => [variant, info] as const),
  )

  it.each(cases)('%s on %o is a schema-valid quick-start site', (variant, info) => {
    const site = quickStartSite(variant, { brandInfo: info, now: NOW, newId: newId() })
    expect(site._id).toBe(QUICK_START_ID)
    expect(site.quickStart).toBe(true)
    expect(site.active).toBe(false)
    expect(site.host).toBe(info.demoHost)
    const parsed = siteContentSchema.safeParse(site)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    expect(parsed.data?.siteModules).toEqual(site.siteModules)
    expect(site.siteModules[0]?.siteModuleType).toBe('Header')
    expect(site.siteModules.some((m) => m.siteModuleType === 'Rsvp')).toBe(true)
    if (info.brand === 'event') {
      expect(
        site.siteModules.some((m) => m.siteModuleType === 'GiftRegistry' || m.siteModuleType === 'Form'),
      ).toBe(false)
    }
  })

  it('writes the party invitation for a text message in the market language', () => {
    const site = quickStartSite('sms', { brandInfo: brandInfo('party', 'se'), now: NOW, newId: newId() })
    const header = site.siteModules[0]
    expect(header?.siteModuleType === 'Header' && header.title).toEqual({ sv: 'Du är bjuden på fest!' })
    expect(site.siteModules.map((m) => m.siteModuleType)).toEqual(['Header', 'Text', 'Location', 'Rsvp'])
  })

  it('makes the graduation party Swedish only, with a countdown to the day', () => {
    const site = quickStartSite('digital-studentinbjudan', {
      brandInfo: brandInfo('party', 'se'),
      now: NOW,
      newId: newId(),
    })
    expect(site.availableLanguages).toEqual([{ languageCode: 'sv' }])
    const header = site.siteModules[0]
    expect(header?.siteModuleType === 'Header' && header.title).toEqual({ sv: 'Äntligen student!' })
    const countdown = site.siteModules.find((m) => m.siteModuleType === 'Countdown')
    expect(countdown?.siteModuleType === 'Countdown' && countdown.countdownDate).toBe('2027-05-25T15:00')
  })

  it("titles the graduation party's place as a party's on every brand, never 'Vigsel och fest'", () => {
    for (const brand of ['wedding', 'party', 'event'] as const) {
      const site = quickStartSite('digital-studentinbjudan', {
        brandInfo: brandInfo(brand, 'se'),
        now: NOW,
        newId: newId(),
      })
      const place = site.siteModules.find((m) => m.siteModuleType === 'Location')
      expect(place?.siteModuleType === 'Location' && place.title).toEqual({ sv: 'Var och när' })
      expect(JSON.stringify(place)).not.toMatch(/Vigsel/)
    }
  })

  it('starts the Danish wedding in Danish', () => {
    const site = quickStartSite('snabbstart', {
      brandInfo: brandInfo('wedding', 'dk'),
      now: NOW,
      newId: newId(),
    })
    expect(site.availableLanguages).toEqual([{ languageCode: 'da' }])
    const header = site.siteModules[0]
    expect(header?.siteModuleType === 'Header' && header.title).toEqual({ da: 'Vi skal giftes!' })
  })

  it('knows its variants', () => {
    expect(isQuickStartVariant('sms')).toBe(true)
    expect(isQuickStartVariant('kom-igang')).toBe(false)
  })
})
