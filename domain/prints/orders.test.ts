import { describe, expect, it } from 'vitest'
import {
  CARRIERS,
  carrierOf,
  cheapestMethod,
  orderCreateSchema,
  SHIPMENT_METHODS,
  shippingAddressSchema,
} from './orders.ts'

const ADDRESS = {
  firstName: 'Lisa',
  lastName: 'Svensson',
  addressLine1: 'Storgatan 1',
  postCode: '123 45',
  city: 'Stockholm',
  email: 'lisa@example.se',
  phone: '+46 70-123 45 67',
}

describe('shipment methods', () => {
  it('maps method names to the four carriers of spec 002 section 9', () => {
    expect(carrierOf('DB Schenker Ombud')).toBe('Schenker')
    expect(carrierOf('PostNord Varubrev')).toBe('PostNord')
    expect(carrierOf('DHL Express Worldwide')).toBe('DHL Express')
    expect(carrierOf('DHL Parcel')).toBe('DHL')
    expect(carrierOf('Bring')).toBeUndefined()
    expect(new Set(SHIPMENT_METHODS.map((m) => carrierOf(m.name)))).toEqual(new Set(CARRIERS))
  })

  it('offers the normal method at 95 kr as the cheapest, so checkout chooses it', () => {
    expect(cheapestMethod(SHIPMENT_METHODS)).toMatchObject({ type: 'normal', price: 9500 })
    expect(cheapestMethod([...SHIPMENT_METHODS].reverse())?.shipmentMethodUid).toBe('postnord_varubrev')
    expect(cheapestMethod([])).toBeUndefined()
    for (const m of SHIPMENT_METHODS) expect(m.minDeliveryDays).toBeLessThanOrEqual(m.maxDeliveryDays)
  })
})

describe('shipping address', () => {
  it('takes a complete Swedish or Danish address, trimmed', () => {
    expect(shippingAddressSchema.parse({ ...ADDRESS, city: ' Stockholm ' }).city).toBe('Stockholm')
    expect(
      shippingAddressSchema.safeParse({ ...ADDRESS, postCode: '2100', phone: '+4512345678' }).success,
    ).toBe(true)
  })

  it('requires every field, an e-mail address and a phone number', () => {
    for (const field of Object.keys(ADDRESS)) {
      const result = shippingAddressSchema.safeParse({ ...ADDRESS, [field]: '  ' })
      expect(result.success, field).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual([field])
    }
    expect(shippingAddressSchema.safeParse({ ...ADDRESS, email: 'lisa.example.se' }).success).toBe(false)
    expect(shippingAddressSchema.safeParse({ ...ADDRESS, phone: '070' }).success).toBe(false)
    expect(shippingAddressSchema.safeParse({ ...ADDRESS, phone: 'ring Lisa' }).success).toBe(false)
    expect(shippingAddressSchema.safeParse({ ...ADDRESS, postCode: '!!!' }).success).toBe(false)
  })

  it('reads no total from an order body', () => {
    const parsed = orderCreateSchema.parse({
      print: 'p',
      site: 's',
      quantity: 20,
      envelopes: 'standard',
      shipmentMethodUid: 'postnord_varubrev',
      shippingAddress: ADDRESS,
      totalInclVat: 1,
    })
    expect(parsed).not.toHaveProperty('totalInclVat')
  })
})
