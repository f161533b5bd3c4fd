import { describe, expect, it } from 'vitest'
import { vatOf } from '../commerce/money.ts'
import { ENVELOPES, isValidQuantity, orderPrice, QUANTITY_OPTIONS } from './prices.ts'
import { PRINT_TRIMS } from './print.ts'

const ENVELOPE_KR = { none: 0, standard: 3, premium: 5 } as const

describe('card order prices', () => {
  const cases = [10, 150, 300].flatMap((quantity) =>
    ENVELOPES.flatMap((envelopes) => PRINT_TRIMS.map((trim) => ({ quantity, envelopes, trim }))),
  )

  it.each(cases)('$quantity cards, envelopes $envelopes, trim $trim', ({ quantity, envelopes, trim }) => {
    const price = orderPrice({ quantity, envelopes, trim, shippingOre: 9500 })
    // Worked by hand from spec 002 section 9, in kronor: 15 per card, envelopes, 2 for rounded corners, 95 shipping.
    const perCardKr = 15 + ENVELOPE_KR[envelopes] + (trim === 'rounded' ? 2 : 0)
    const totalOre = (perCardKr * quantity + 95) * 100
    expect(price.totalInclVat).toBe(totalOre)
    expect(price.totalVat).toBe(Math.round(totalOre / 5))
    expect(price.totalVat).toBe(vatOf(totalOre))
    expect(price.shippingOre).toBe(9500)
    expect(price.lines.map((l) => l.kind)).toEqual([
      'cards',
      ...(envelopes === 'none' ? [] : ['envelopes']),
      ...(trim === 'rounded' ? ['roundedCorners'] : []),
    ])
    expect(
      price.lines.every((l) => l.quantity === quantity && l.priceOre === l.unitPriceOre * quantity),
    ).toBe(true)
    expect(price.lines.reduce((s, l) => s + l.priceOre, 0) + 9500).toBe(price.totalInclVat)
  })

  it('matches the marketing text: 150:- for 10 cards plus 95:- shipping', () => {
    const price = orderPrice({ quantity: 10, envelopes: 'none', trim: 'none', shippingOre: 9500 })
    expect(price.lines[0]?.priceOre).toBe(15000)
    expect(price.totalInclVat).toBe(24500)
    expect(price.totalVat).toBe(4900)
  })

  it('gives the biggest order in whole öre: 300 premium rounded cards', () => {
    const price = orderPrice({ quantity: 300, envelopes: 'premium', trim: 'rounded', shippingOre: 9500 })
    expect(price.totalInclVat).toBe(669500)
    expect(price.totalVat).toBe(133900)
  })

  it('offers 10 to 300 in steps of 10, and refuses anything else', () => {
    expect(QUANTITY_OPTIONS).toHaveLength(30)
    expect(QUANTITY_OPTIONS[0]).toBe(10)
    expect(QUANTITY_OPTIONS.at(-1)).toBe(300)
    for (const bad of [0, 5, 9, 15, 305, 310, 10.5, -10, Number.NaN]) expect(isValidQuantity(bad)).toBe(false)
    expect(() => orderPrice({ quantity: 15, envelopes: 'none', trim: 'none', shippingOre: 9500 })).toThrow(
      RangeError,
    )
  })
})
