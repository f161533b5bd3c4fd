/** Event logos (spec 001 section 3, Event logo); wedding brand only. */
export const EVENT_LOGOS = [
  'RelaxedByHand',
  'BorderUpAndDown',
  'ModernMonogramStrikethrough',
  'ModernMonogramBadge',
  'HandDrawnHeart',
  'ModernMonogramBorderBetween',
  'LeafsBox',
] as const
export type EventLogoName = (typeof EVENT_LOGOS)[number]

export class UnknownEventLogoError extends Error {}

export function isEventLogo(name: unknown): name is EventLogoName {
  return typeof name === 'string' && (EVENT_LOGOS as readonly string[]).includes(name)
}

export function assertEventLogo(name: string): EventLogoName {
  if (!isEventLogo(name)) throw new UnknownEventLogoError(`Unknown event logo: ${name}`)
  return name
}

/** Badge setting ranges and defaults (spec 001 section 5). */
export const BADGE_LIMITS = {
  fontSizeInitials: { min: 1, max: 15, default: 9 },
  distanceInitialsX: { min: -14, max: 14, default: 12 },
  distanceInitialsY: { min: -14, max: 14, default: 6 },
} as const

/** Rendering adds 25 to the size setting; 35 when unset. Distances render as 0 and 7 when unset. */
export function badgeRenderParams(logo: {
  fontSizeInitials?: number
  distanceInitialsX?: number
  distanceInitialsY?: number
}): { fontSize: number; dx: number; dy: number } {
  return {
    fontSize: logo.fontSizeInitials === undefined ? 35 : logo.fontSizeInitials + 25,
    dx: logo.distanceInitialsX ?? 0,
    dy: logo.distanceInitialsY ?? 7,
  }
}
