import { describe, expect, it } from 'vitest'
import { householdCardContent, MAX_HOUSEHOLD_CARDS, printedInvitationLink } from './household-cards.ts'
import { orderPrice } from './prices.ts'
import type { PrintContentItem } from './print.ts'

const text: PrintContentItem = {
  id: 't',
  page: 2,
  position: 'textAtQR',
  contentType: 'text',
  properties: { text: 'Skanna' },
}
const qr = (hidden: boolean): PrintContentItem => ({
  id: 'q',
  page: 2,
  position: 'qr',
  contentType: 'qr',
  properties: { url: 'https://lisa.brollopssida.se/', hidden },
})

describe('cards per household', () => {
  it('prints the personal link as the guest list shows it', () => {
    expect(printedInvitationLink('lisa.brollopssida.se', 'Ab-9_x')).toBe(
      'https://lisa.brollopssida.se/?inbjudan=Ab-9_x',
    )
  })

  it("puts the household's link in the QR code, shows a hidden one, and adds one to a card without", () => {
    const link = 'https://lisa.brollopssida.se/?inbjudan=kod'
    expect(householdCardContent([text, qr(true)], link)).toEqual([
      text,
      { ...qr(false), properties: { url: link, hidden: false } },
    ])
    const added = householdCardContent([text], link)
    expect(added).toHaveLength(2)
    expect(added[1]).toMatchObject({ page: 2, contentType: 'qr', properties: { url: link, hidden: false } })
  })

  it('prices any number of households from one, and no other quantity outside 10 to 300', () => {
    const price = (quantity: number, perHousehold: boolean) =>
      orderPrice({ quantity, envelopes: 'none', trim: 'none', shippingOre: 9500, perHousehold })
    expect(price(7, true).totalInclVat).toBe(7 * 1500 + 9500)
    expect(price(MAX_HOUSEHOLD_CARDS, true).lines[0]?.quantity).toBe(MAX_HOUSEHOLD_CARDS)
    expect(() => price(0, true)).toThrow(RangeError)
    expect(() => price(MAX_HOUSEHOLD_CARDS + 1, true)).toThrow(RangeError)
    expect(() => price(7, false)).toThrow(RangeError)
  })
})
