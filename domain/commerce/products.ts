import type { Brand } from '../brands.ts'

/** What an owner can pay for on a site (spec 000 section 9). Invitation cards are priced elsewhere. */
export const SITE_PRODUCTS = [
  'subdomain',
  'extend_subdomain',
  'domain_name',
  'domain_name_other_registrar',
  'domain_name_upgrade_from_subdomain',
  'domain_name_other_registrar_upgrade_from_subdomain',
  // Not in the spec's table: another year of a custom domain, paid before it expires (issue 16).
  'renew_domain_name',
] as const

export type SiteProduct = (typeof SITE_PRODUCTS)[number]

export interface Price {
  /** Including 25 % VAT, in öre. */
  amountOre: number
  /** How long the product keeps the site (or the domain) active. */
  months: number
}

const price = (amountOre: number, months: number): Price => ({ amountOre, months })

// The spec's table, row by row: the wedding brand has its own prices; party and event share one.
const PRICES: Record<SiteProduct, { wedding: Price; partyAndEvent: Price }> = {
  subdomain: { wedding: price(59900, 18), partyAndEvent: price(49900, 12) },
  extend_subdomain: { wedding: price(59900, 18), partyAndEvent: price(49900, 12) },
  domain_name: { wedding: price(119900, 12), partyAndEvent: price(119900, 12) },
  domain_name_other_registrar: { wedding: price(119900, 12), partyAndEvent: price(119900, 12) },
  domain_name_upgrade_from_subdomain: { wedding: price(60000, 12), partyAndEvent: price(70000, 12) },
  domain_name_other_registrar_upgrade_from_subdomain: {
    wedding: price(60000, 12),
    partyAndEvent: price(70000, 12),
  },
  // A year of the domain and the site on it, as a new custom domain costs.
  renew_domain_name: { wedding: price(119900, 12), partyAndEvent: price(119900, 12) },
}

export function isSiteProduct(value: unknown): value is SiteProduct {
  return typeof value === 'string' && (SITE_PRODUCTS as readonly string[]).includes(value)
}

/** The price the server charges; an amount sent by a client is never used. */
export function priceOf(product: SiteProduct, brand: Brand): Price {
  const row = PRICES[product]
  return { ...(brand === 'wedding' ? row.wedding : row.partyAndEvent) }
}
