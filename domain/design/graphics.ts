/** Decorative site graphics (spec 001 section 2). `siteGraphic` on a site is one of these or null. */
export const SITE_GRAPHICS = [
  'movingDots',
  'eucalyptus',
  'mintedEucalyptus',
  'leafsMix',
  'greenAndGoldFlowers',
  'corners1',
  'corners2',
  'corners3',
  'corners4',
  'corners5',
  'corners6',
  'corners7',
  'corners8',
  'corners9',
  'background1',
  'background2',
  'background3',
  'background4',
  'background5',
  'background6',
  'background7',
  'background8',
] as const
export type SiteGraphicName = (typeof SITE_GRAPHICS)[number]

export class UnknownGraphicError extends Error {}

export function isSiteGraphic(name: unknown): name is SiteGraphicName {
  return typeof name === 'string' && (SITE_GRAPHICS as readonly string[]).includes(name)
}

/** An unknown corner graphic or background name is an error (spec 001 section 2). */
export function assertSiteGraphic(name: string): SiteGraphicName {
  if (!isSiteGraphic(name)) throw new UnknownGraphicError(`Unknown site graphic: ${name}`)
  return name
}
