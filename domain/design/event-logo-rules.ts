// Rules for editing an event logo (spec 001 sections 3 and 5). Zod-free: the editor imports it.
import type { SiteContent } from '../site/schema.ts'
import { BADGE_LIMITS, type EventLogoName } from './event-logos.ts'

export type EventLogo = NonNullable<SiteContent['eventLogo']>

/** The badge settings: initials size and the initials' offsets. */
export type LogoSettingKey = keyof typeof BADGE_LIMITS

export const LOGO_SETTING_KEYS = Object.keys(BADGE_LIMITS) as LogoSettingKey[]

/** The only logo with a background colour and initials settings. */
export const BADGE_LOGO: EventLogoName = 'ModernMonogramBadge'

/**
 * What the editor starts the badge at (spec 001 section 5). Rendering has its own fallbacks for an
 * unset value (35, 0, 7), so the editor writes these in when a badge is chosen: then what the
 * sliders show is what the page draws.
 */
export const BADGE_DEFAULTS: Readonly<Record<LogoSettingKey, number>> = {
  fontSizeInitials: BADGE_LIMITS.fontSizeInitials.default,
  distanceInitialsX: BADGE_LIMITS.distanceInitialsX.default,
  distanceInitialsY: BADGE_LIMITS.distanceInitialsY.default,
}

export function isBadge(name: EventLogoName): boolean {
  return name === BADGE_LOGO
}

/** A setting as the schema accepts it: a whole number within its range; anything unreadable is the default. */
export function clampLogoSetting(key: LogoSettingKey, value: number): number {
  const { min, max } = BADGE_LIMITS[key]
  if (!Number.isFinite(value)) return BADGE_DEFAULTS[key]
  return Math.min(max, Math.max(min, Math.round(value)))
}

/**
 * The logo with the badge's settings filled in (missing ones at their defaults, stored ones brought
 * into range). Other logos have no such settings and come back unchanged.
 */
export function withLogoDefaults(logo: EventLogo): EventLogo {
  if (!isBadge(logo.name)) return logo
  const next = { ...logo }
  for (const key of LOGO_SETTING_KEYS) {
    const value = logo[key]
    next[key] = value === undefined ? BADGE_DEFAULTS[key] : clampLogoSetting(key, value)
  }
  return next
}

/**
 * The logo after the owner picks a look (null for none). The names, additional text and text colour
 * carry over from the current logo, so trying looks never loses what was typed; a logo without
 * names takes them from the start wizard. Badge-only settings are kept for the badge alone.
 */
export function chooseEventLogo(
  current: EventLogo | null | undefined,
  name: EventLogoName | null,
  fallbackNames: { name1?: string; name2?: string } = {},
): EventLogo | null {
  if (name === null) return null
  const name1 = current?.name1 || fallbackNames.name1
  const name2 = current?.name2 || fallbackNames.name2
  const logo: EventLogo = { name }
  if (name1) logo.name1 = name1
  if (name2) logo.name2 = name2
  if (current?.additionalText) logo.additionalText = current.additionalText
  if (current?.colorText) logo.colorText = { ...current.colorText }
  if (isBadge(name)) {
    if (current?.colorBackground) logo.colorBackground = { ...current.colorBackground }
    for (const key of LOGO_SETTING_KEYS) {
      const value = current?.[key]
      if (value !== undefined) logo[key] = value
    }
  }
  return withLogoDefaults(logo)
}
