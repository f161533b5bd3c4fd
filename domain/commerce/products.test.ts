import { describe, expect, it } from 'vitest'
import { BRANDS } from '../brands.ts'
import { isSiteProduct, priceOf, SITE_PRODUCTS } from './products.ts'

describe('priceOf', () => {
  // The spec's table (000 section 9), row by row: [wedding, party and event].
  const table: Record<string, [number, number, number, number]> = {
    subdomain: [59900, 18, 49900, 12],
    extend_subdomain: [59900, 18, 49900, 12],
    domain_name: [119900, 12, 119900, 12],
    domain_name_other_registrar: [119900, 12, 119900, 12],
    domain_name_upgrade_from_subdomain: [60000, 12, 70000, 12],
    domain_name_other_registrar_upgrade_from_subdomain: [60000, 12, 70000, 12],
    // Ours (issue 16): a custom domain's next year costs what its first did.
    renew_domain_name: [119900, 12, 119900, 12],
  }

  it('lists exactly the products of the spec and the domain renewal', () => {
    expect([...SITE_PRODUCTS].sort()).toEqual(Object.keys(table).sort())
  })

  it.each(SITE_PRODUCTS)('%s costs what the spec says for each brand', (product) => {
    const [weddingOre, weddingMonths, otherOre, otherMonths] = table[product] ?? []
    expect(priceOf(product, 'wedding')).toEqual({ amountOre: weddingOre, months: weddingMonths })
    expect(priceOf(product, 'party')).toEqual({ amountOre: otherOre, months: otherMonths })
    expect(priceOf(product, 'event')).toEqual({ amountOre: otherOre, months: otherMonths })
  })

  it('gives integer öre for every brand and product', () => {
    for (const brand of BRANDS) {
      for (const product of SITE_PRODUCTS)
        expect(Number.isInteger(priceOf(product, brand).amountOre)).toBe(true)
    }
  })

  it('hands out a copy, so a caller cannot change the table', () => {
    priceOf('subdomain', 'wedding').amountOre = 1
    expect(priceOf('subdomain', 'wedding').amountOre).toBe(59900)
  })
})

describe('isSiteProduct', () => {
  it('accepts the products and nothing else', () => {
    for (const product of SITE_PRODUCTS) expect(isSiteProduct(product)).toBe(true)
    for (const other of ['', 'SUBDOMAIN', 'card', 'domain', undefined, null, 3, {}]) {
      expect(isSiteProduct(other)).toBe(false)
    }
  })
})
