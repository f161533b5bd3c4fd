import { describe, expect, it } from 'vitest'
import { SHIPMENT_METHODS } from '#domain/prints/orders.ts'
import type { PrintOrder } from '../../repositories/print-orders.repository.ts'
import { ADDRESS } from '../../test/print-content.ts'
import { orderShippedMail } from './orders-mail.ts'

const SHIPPED: PrintOrder = {
  id: 'o1',
  site_id: 's1',
  print_id: 'p1',
  account_id: 'a1',
  brand: 'wedding',
  market: 'dk',
  status: 'shipped',
  quantity: 30,
  per_household: 0,
  households: null,
  envelopes: 'none',
  trim: 'none',
  lines: [{ kind: 'cards', quantity: 30, unitPriceOre: 1500, priceOre: 45000 }],
  shipment: SHIPMENT_METHODS[0] as PrintOrder['shipment'],
  shippingAddress: ADDRESS,
  total_incl_vat: 54500,
  total_vat: 10900,
  created_at: '2027-03-01T10:00:00.000Z',
  updated_at: '2027-03-05T10:00:00.000Z',
  paid_at: '2027-03-01T10:01:00.000Z',
  payment_reference: 'r1',
  shop_claimed_at: null,
  shop_attempts: 1,
  shop_next_attempt_at: null,
  shop_last_error: null,
  shop_order_id: 'sim-o1',
  submitted_at: '2027-03-01T10:02:00.000Z',
  in_production_at: '2027-03-02T10:00:00.000Z',
  shipped_at: '2027-03-05T10:00:00.000Z',
  carrier: 'PostNord',
  tracking_number: '00370733743110215874',
  tracking_url: 'https://tracking.postnord.com/dk/?id=00370733743110215874',
  language: null,
}

describe('the mail that an order shipped', () => {
  it('is Danish for an order of the Danish market made before the order kept its language', () => {
    const mail = orderShippedMail(SHIPPED)
    expect(mail.subject).toMatch(/^Dine invitationskort er sendt – .+ – o1$/)
    expect(mail.text).toContain('Fragtfirma: PostNord')
    expect(mail.text).toContain('Sporingsnummer: 00370733743110215874')
    expect(mail.text).toContain(
      'Følg forsendelsen: https://tracking.postnord.com/dk/?id=00370733743110215874',
    )
    expect(mail.text).toContain('/redigera/s1/inbjudningar#bestallning-o1')
  })

  it('says so when the carrier gave no tracking number, in the language the order was made in', () => {
    const mail = orderShippedMail({ ...SHIPPED, language: 'en', tracking_number: null, tracking_url: null })
    expect(mail.subject).toMatch(/^Your invitation cards have shipped – /)
    expect(mail.text).toContain('The carrier has not given a tracking number.')
    expect(mail.text).not.toContain('Track the parcel')
  })
})
