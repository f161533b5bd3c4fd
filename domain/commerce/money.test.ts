import { describe, expect, it } from 'vitest'
import { formatKronor, kronorDecimal, vatOf, withoutVatOf } from './money.ts'

describe('vatOf', () => {
  it('is one fifth of a price that includes 25 % VAT', () => {
    expect(vatOf(59900)).toBe(11980)
    expect(vatOf(49900)).toBe(9980)
    expect(vatOf(119900)).toBe(23980)
    expect(vatOf(60000)).toBe(12000)
    expect(vatOf(70000)).toBe(14000)
    expect(vatOf(0)).toBe(0)
  })

  it('rounds an uneven fifth to the nearest öre, and VAT plus the rest is the price', () => {
    expect(vatOf(1)).toBe(0)
    expect(vatOf(3)).toBe(1)
    expect(vatOf(12)).toBe(2)
    expect(vatOf(13)).toBe(3)
    for (const price of [1, 2, 3, 4, 7, 99, 101, 59901, 123457]) {
      expect(vatOf(price) + withoutVatOf(price)).toBe(price)
      expect(Math.abs(withoutVatOf(price) * 0.25 - vatOf(price))).toBeLessThanOrEqual(0.5)
    }
  })

  it('refuses what is not a whole number of öre', () => {
    expect(() => vatOf(599.5)).toThrow(RangeError)
    expect(() => vatOf(-100)).toThrow(RangeError)
    expect(() => vatOf(Number.NaN)).toThrow(RangeError)
  })
})

describe('withoutVatOf', () => {
  it('is four fifths of the price', () => {
    expect(withoutVatOf(59900)).toBe(47920)
    expect(withoutVatOf(119900)).toBe(95920)
  })
})

describe('formatKronor', () => {
  it("shows whole kronor as 'N:-'", () => {
    expect(formatKronor(59900)).toBe('599:-')
    expect(formatKronor(119900)).toBe('1199:-')
    expect(formatKronor(0)).toBe('0:-')
  })

  it('keeps öre after a comma', () => {
    expect(formatKronor(11980)).toBe('119,80')
    expect(formatKronor(47920)).toBe('479,20')
    expect(formatKronor(5)).toBe('0,05')
  })
})

describe('kronorDecimal', () => {
  it('writes kronor with two decimals, as Swish takes an amount', () => {
    expect(kronorDecimal(59900)).toBe('599.00')
    expect(kronorDecimal(100)).toBe('1.00')
    expect(kronorDecimal(105)).toBe('1.05')
    expect(kronorDecimal(99)).toBe('0.99')
  })

  it('refuses a fraction of an öre', () => {
    expect(() => kronorDecimal(0.5)).toThrow(RangeError)
  })
})
