import { describe, expect, it } from 'vitest'
import { eventLogoSchema } from '../site/schema.ts'
import {
  BADGE_DEFAULTS,
  chooseEventLogo,
  clampLogoSetting,
  LOGO_SETTING_KEYS,
  withLogoDefaults,
} from './event-logo-rules.ts'
import { BADGE_LIMITS, EVENT_LOGOS } from './event-logos.ts'

describe('event logo rules', () => {
  it('starts the badge at size 9, X 12 and Y 6', () => {
    expect(BADGE_DEFAULTS).toEqual({ fontSizeInitials: 9, distanceInitialsX: 12, distanceInitialsY: 6 })
  })

  it('keeps the initials size within 1..15 and the offsets within -14..14, in whole numbers', () => {
    expect(clampLogoSetting('fontSizeInitials', 0)).toBe(1)
    expect(clampLogoSetting('fontSizeInitials', 1)).toBe(1)
    expect(clampLogoSetting('fontSizeInitials', 15)).toBe(15)
    expect(clampLogoSetting('fontSizeInitials', 40)).toBe(15)
    expect(clampLogoSetting('fontSizeInitials', 7.6)).toBe(8)
    for (const key of ['distanceInitialsX', 'distanceInitialsY'] as const) {
      expect(clampLogoSetting(key, -15)).toBe(-14)
      expect(clampLogoSetting(key, -14)).toBe(-14)
      expect(clampLogoSetting(key, 14)).toBe(14)
      expect(clampLogoSetting(key, 99)).toBe(14)
      expect(clampLogoSetting(key, 0)).toBe(0)
    }
  })

  it('takes the default for a value that is no number', () => {
    for (const key of LOGO_SETTING_KEYS) {
      expect(clampLogoSetting(key, Number.NaN)).toBe(BADGE_DEFAULTS[key])
      expect(clampLogoSetting(key, Number.POSITIVE_INFINITY)).toBe(BADGE_DEFAULTS[key])
    }
  })

  it('agrees with the site schema at every edge', () => {
    for (const key of LOGO_SETTING_KEYS) {
      const { min, max } = BADGE_LIMITS[key]
      for (const raw of [min - 1, min, max, max + 1, 0.4]) {
        const value = clampLogoSetting(key, raw)
        expect(eventLogoSchema.safeParse({ name: 'ModernMonogramBadge', [key]: value }).success).toBe(true)
      }
    }
  })

  it('fills in and brings into range the badge settings, and leaves other logos alone', () => {
    expect(withLogoDefaults({ name: 'ModernMonogramBadge' })).toEqual({
      name: 'ModernMonogramBadge',
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    })
    expect(
      withLogoDefaults({ name: 'ModernMonogramBadge', fontSizeInitials: 30, distanceInitialsX: -3 }),
    ).toMatchObject({ fontSizeInitials: 15, distanceInitialsX: -3, distanceInitialsY: 6 })
    const heart = { name: 'HandDrawnHeart' as const, name1: 'Anna' }
    expect(withLogoDefaults(heart)).toBe(heart)
  })

  it('keeps what was typed when the look changes, and badge settings for the badge only', () => {
    const typed = {
      name1: 'Anna',
      name2: 'Björn',
      additionalText: '12.6.2027',
      colorText: { override: true, color: '#112233' },
    }
    const badge = chooseEventLogo({ name: 'HandDrawnHeart', ...typed }, 'ModernMonogramBadge')
    expect(badge).toEqual({ name: 'ModernMonogramBadge', ...typed, ...BADGE_DEFAULTS })
    const leafs = chooseEventLogo(
      { ...badge, name: 'ModernMonogramBadge', colorBackground: { override: true, color: '#fff' } },
      'LeafsBox',
    )
    expect(leafs).toEqual({ name: 'LeafsBox', ...typed })
    expect(chooseEventLogo(leafs, null)).toBeNull()
  })

  it('takes the wizard names for a logo without names', () => {
    expect(chooseEventLogo(null, 'LeafsBox', { name1: 'Cia', name2: 'Dan' })).toEqual({
      name: 'LeafsBox',
      name1: 'Cia',
      name2: 'Dan',
    })
    expect(chooseEventLogo({ name: 'LeafsBox', name1: 'Eva' }, 'RelaxedByHand', { name1: 'Cia' })).toEqual({
      name: 'RelaxedByHand',
      name1: 'Eva',
    })
  })

  it.each(EVENT_LOGOS)('a chosen %s is a valid site logo', (name) => {
    expect(eventLogoSchema.safeParse(chooseEventLogo(null, name, { name1: 'A', name2: 'B' })).success).toBe(
      true,
    )
  })
})
