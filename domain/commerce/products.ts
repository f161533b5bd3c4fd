import type { Brand } from '../brands.ts'

/** What an owner can pay for on a site (spec 000 section 9). Invitation cards are priced elsewhere. */
export const SITE_PRODUCTS = [
  'subdomain',
  'extend_subdomain',
  'domain_name',
  'domain_name_other_registrar',
  'domain_name_upgrade_from_subdomain',
  'domain_name_other_registrar_upgrade_from_subdomain',
] as const

export type SiteProduct = (typeof SITE_PRODUCTS)[number]

export interface Price {
  /** Including 25 % VAT, in öre. */
  amountOre: number
  /** How long the product keeps the site (or the domain) active. */
  months: number
}

// The spec's table: the wedding brand has its own prices; party and event share one column.
const WEDDING: Record<SiteProduct, Price> = {
  subdomain: { amountOre: 59900, months: 18 },
  extend_subdomain: { amountOre: 59900, months: 18 },
  domain_name: { amountOre: 119900, months: 12 },
  domain_name_other_registrar: { amountOre: 119900, months: 12 },
  domain_name_upgrade_from_subdomain: { amountOre: 60000, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { amountOre: 60000, months: 12 },
}

const PARTY_AND_EVENT: Record<SiteProduct, Price> = {
  subdomain: { amountOre: 49900, months: 12 },
  extend_subdomain: { amountOre: 49900, months: 12 },
  domain_name: { amountOre: 119900, months: 12 },
  domain_name_other_registrar: { amountOre: 119900, months: 12 },
  domain_name_upgrade_from_subdomain: { amountOre: 70000, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { amountOre: 70000, months: 12 },
}

export function isSiteProduct(value: unknown): value is SiteProduct {
  return typeof value === 'string' && (SITE_PRODUCTS as readonly string[]).includes(value)
}

/** The price the server charges; an amount sent by a client is never used. */
export function priceOf(product: SiteProduct, brand: Brand): Price {
  const table = brand === 'wedding' ? WEDDING : PARTY_AND_EVENT
  return { ...table[product] }
}
