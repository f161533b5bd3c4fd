/** Brands and markets (spec 000 section 1). */
export const BRANDS = ['wedding', 'party', 'event'] as const
export const MARKETS = ['se', 'dk'] as const
export type Brand = (typeof BRANDS)[number]
export type Market = (typeof MARKETS)[number]

export interface BrandInfo {
  brand: Brand
  market: Market
  /** Shown to people: the site name of the brand in its market. */
  siteName: string
  mainDomain: string
  contactMail: string
  demoHost: string
}

export class UnknownBrandError extends Error {}

export function parseBrand(value: unknown): Brand {
  if (typeof value === 'string' && (BRANDS as readonly string[]).includes(value)) return value as Brand
  throw new UnknownBrandError(`Unknown brand: ${String(value)}`)
}

export function parseMarket(value: unknown): Market {
  if (typeof value === 'string' && (MARKETS as readonly string[]).includes(value)) return value as Market
  throw new UnknownBrandError(`Unknown market: ${String(value)}`)
}

const MAIN_DOMAINS: Record<Brand, Record<Market, string>> = {
  wedding: { se: 'brollopssida.se', dk: 'voresbryllupsside.dk' },
  // The spec names one main domain for party and event; the Danish market is served from it too.
  party: { se: 'festhemsida.se', dk: 'festhemsida.se' },
  event: { se: 'eventsida.se', dk: 'eventsida.se' },
}

const SITE_NAMES: Record<Brand, Record<Market, string>> = {
  wedding: { se: 'Bröllopssida', dk: 'Vores bryllupsside' },
  party: { se: 'Festhemsida', dk: 'Festhemsida' },
  event: { se: 'Eventsida', dk: 'Eventsida' },
}

export function brandInfo(brand: Brand, market: Market): BrandInfo {
  const mainDomain = MAIN_DOMAINS[brand][market]
  return {
    brand,
    market,
    siteName: SITE_NAMES[brand][market],
    mainDomain,
    contactMail: `hej@${mainDomain}`,
    demoHost: `demo.${mainDomain}`,
  }
}

/** Every distinct (brand, market) that has a main domain of its own. */
export function allBrandInfos(): BrandInfo[] {
  const seen = new Set<string>()
  const out: BrandInfo[] = []
  for (const brand of BRANDS) {
    for (const market of MARKETS) {
      const info = brandInfo(brand, market)
      if (seen.has(info.mainDomain)) continue
      seen.add(info.mainDomain)
      out.push(info)
    }
  }
  return out
}

export function brandForMainDomain(domain: string): BrandInfo | undefined {
  return allBrandInfos().find((b) => b.mainDomain === domain)
}

/** The start wizard's first step. The wizard asks for a couple's wedding: spec 000 section 2 gives it to the wedding brand only. */
const WIZARD_PATH = '/kom-igang'

/** Where a newcomer starts: the start wizard for weddings, quick start for the other brands. */
export function startPath(brand: Brand): string {
  return brand === 'wedding' ? WIZARD_PATH : '/snabbstart'
}

/** Whether a path is one of the start wizard's pages (its steps and its quick-start editor). */
export function isWizardPath(path: string): boolean {
  return path === WIZARD_PATH || path.startsWith(`${WIZARD_PATH}/`)
}
