import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeGelato, startFakeGelato } from './fake-gelato-server.ts'
import { gelatoPrintShop } from './gelato-print-shop.ts'
import type { PrintShopOrder } from './print-shop.ts'
import { printShopSimulator, SIMULATOR_CALLBACK_SECRET } from './print-shop-simulator.ts'

const ORDER: PrintShopOrder = {
  reference: 'order-1',
  fileUrl: 'https://brollopssida.se/media/u/print-orders/order-1-abc.pdf',
  product: 'cards_pf_a6',
  quantity: 30,
  envelopesProduct: 'envelopes_premium',
  shippingAddress: {
    firstName: 'Lisa',
    lastName: 'Svensson',
    addressLine1: 'Storgatan 1',
    postCode: '123 45',
    city: 'Stockholm',
    email: 'lisa@example.se',
    phone: '+46701234567',
  },
  shipmentMethod: { shipmentMethodUid: 'postnord_varubrev', name: 'PostNord Varubrev', type: 'normal' },
  country: 'SE',
  currency: 'SEK',
}

describe('Gelato Order API v4 adapter against a local fake', () => {
  let fake: FakeGelato
  const secret = 'w'.repeat(32)
  beforeAll(async () => {
    fake = await startFakeGelato()
  })
  afterAll(async () => fake?.close())
  const shop = () => gelatoPrintShop({ apiUrl: fake.url, apiKey: fake.apiKey, webhookSecret: secret })

  it('creates the order with the file, product, quantity, envelopes and address', async () => {
    const { shopOrderId } = await shop().submitOrder(ORDER)
    const stored = fake.orders.find((o) => o.id === shopOrderId)
    expect(stored?.body).toMatchObject({
      orderType: 'order',
      orderReferenceId: 'order-1',
      currency: 'SEK',
      shipmentMethodUid: 'normal',
      items: [
        { productUid: 'cards_pf_a6', quantity: 30, files: [{ type: 'default', url: ORDER.fileUrl }] },
        { productUid: 'envelopes_premium', quantity: 30 },
      ],
      shippingAddress: { firstName: 'Lisa', postCode: '123 45', country: 'SE', phone: '+46701234567' },
    })
  })

  it('finds the first order when the answer to a create was lost, instead of printing twice', async () => {
    const order = { ...ORDER, reference: 'order-lost' }
    fake.dropNextCreateAnswer()
    await expect(shop().submitOrder(order)).rejects.toThrow()
    const again = await shop().submitOrder(order)
    const stored = fake.orders.filter((o) => o.orderReferenceId === 'order-lost')
    expect(stored).toHaveLength(1)
    expect(again.shopOrderId).toBe(stored[0]?.id)
  })

  it('fails on a refused key or an unavailable service, so the job retries', async () => {
    const wrongKey = gelatoPrintShop({ apiUrl: fake.url, apiKey: 'not-the-key', webhookSecret: secret })
    await expect(wrongKey.submitOrder({ ...ORDER, reference: 'order-key' })).rejects.toMatchObject({
      status: 401,
    })
    fake.failNext(1)
    await expect(shop().submitOrder({ ...ORDER, reference: 'order-503' })).rejects.toMatchObject({
      status: 503,
    })
    expect(
      fake.orders.some((o) => o.orderReferenceId === 'order-key' || o.orderReferenceId === 'order-503'),
    ).toBe(false)
  })

  it('reads the fulfillment status back and maps it', async () => {
    const { shopOrderId } = await shop().submitOrder({ ...ORDER, reference: 'order-status' })
    expect(await shop().orderStatus(shopOrderId)).toBe('accepted')
    for (const [gelato, ours] of [
      ['printed', 'in_production'],
      ['in_transit', 'shipped'],
      ['delivered', 'shipped'],
      ['canceled', 'cancelled'],
    ] as const) {
      fake.setStatus(shopOrderId, gelato)
      expect(await shop().orderStatus(shopOrderId)).toBe(ours)
    }
  })

  it('takes a callback only with the secret, naming the order of an order_status_updated event', () => {
    const event = { id: 'os_1', event: 'order_status_updated', orderId: 'g-1', fulfillmentStatus: 'shipped' }
    expect(shop().callbackOrderId(secret, event)).toBe('g-1')
    expect(shop().callbackOrderId('x'.repeat(32), event)).toBeUndefined()
    expect(shop().callbackOrderId(secret, { ...event, event: 'order_item_status_updated' })).toBeUndefined()
  })
})

describe('print shop simulator', () => {
  it('accepts an order, then tells it in production and later shipped', async () => {
    let now = new Date('2027-01-01T10:00:00Z')
    const shop = printShopSimulator({
      inProductionAfterMs: 60_000,
      shippedAfterMs: 600_000,
      clock: () => now,
    })
    const { shopOrderId } = await shop.submitOrder(ORDER)
    expect(await shop.orderStatus(shopOrderId)).toBe('accepted')
    now = new Date('2027-01-01T10:01:00Z')
    expect(await shop.orderStatus(shopOrderId)).toBe('in_production')
    now = new Date('2027-01-01T10:10:00Z')
    expect(await shop.orderStatus(shopOrderId)).toBe('shipped')
    expect(shop.callbackOrderId(SIMULATOR_CALLBACK_SECRET, { orderId: shopOrderId })).toBe(shopOrderId)
    expect(shop.callbackOrderId('other', { orderId: shopOrderId })).toBeUndefined()
  })
})
