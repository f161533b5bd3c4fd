import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS } from '../../test/print-content.ts'
import { type FakeGelato, startFakeGelato } from './fake-gelato-server.ts'
import { gelatoOrderBody, gelatoPrintShop } from './gelato-print-shop.ts'
import type { PrintShopOrder } from './print-shop.ts'
import { printShopSimulator, SIMULATOR_CALLBACK_SECRET } from './print-shop-simulator.ts'

const ORDER: PrintShopOrder = {
  reference: 'order-1',
  cards: [
    {
      fileUrl: 'https://brollopssida.se/media/u/print-orders/order-1-abc.pdf',
      quantity: 30,
      referenceSuffix: 'cards',
    },
  ],
  product: 'cards_pf_a6',
  envelopesProduct: 'envelopes_premium',
  envelopesQuantity: 30,
  shippingAddress: ADDRESS,
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
        {
          itemReferenceId: 'order-1-cards',
          productUid: 'cards_pf_a6',
          quantity: 30,
          files: [{ type: 'default', url: ORDER.cards[0]?.fileUrl }],
        },
        { itemReferenceId: 'order-1-envelopes', productUid: 'envelopes_premium', quantity: 30 },
      ],
      shippingAddress: { firstName: 'Lisa', postCode: '123 45', country: 'SE', phone: '+46701234567' },
    })
    expect(stored?.body.items).toHaveLength(2)
  })

  it('sends one item per household card, once each, and an envelope for every card', async () => {
    const households = ['h1', 'h2', 'h3']
    const order: PrintShopOrder = {
      ...ORDER,
      reference: 'order-households',
      cards: households.map((id) => ({
        fileUrl: `https://brollopssida.se/media/u/print-orders/order-households-${id}.pdf`,
        quantity: 1,
        referenceSuffix: `card-${id}`,
      })),
      envelopesQuantity: 3,
    }
    const { shopOrderId } = await shop().submitOrder(order)
    const stored = fake.orders.find((o) => o.id === shopOrderId)
    expect(stored?.body.items).toEqual([
      ...households.map((id) => ({
        itemReferenceId: `order-households-card-${id}`,
        productUid: 'cards_pf_a6',
        files: [
          { type: 'default', url: `https://brollopssida.se/media/u/print-orders/order-households-${id}.pdf` },
        ],
        quantity: 1,
      })),
      { itemReferenceId: 'order-households-envelopes', productUid: 'envelopes_premium', quantity: 3 },
    ])
  })

  it('sends nothing that would print other than paid for: no files, a reference twice, envelopes off', async () => {
    const card = ORDER.cards[0] as PrintShopOrder['cards'][number]
    const refused: [string, PrintShopOrder][] = [
      ['order-empty', { ...ORDER, cards: [] }],
      ['order-twice', { ...ORDER, cards: [card, card], envelopesQuantity: 60 }],
      ['order-zero', { ...ORDER, cards: [{ ...card, quantity: 0 }], envelopesQuantity: 0 }],
      ['order-envelopes', { ...ORDER, envelopesQuantity: 29 }],
    ]
    for (const [reference, order] of refused) {
      await expect(shop().submitOrder({ ...order, reference })).rejects.toMatchObject({ status: 400 })
      expect(fake.orders.some((o) => o.orderReferenceId === reference)).toBe(false)
    }
    expect(fake.calls.some((c) => c.includes('order-empty'))).toBe(false)
  })

  it('refuses bodies Gelato would refuse, naming the field, and stores nothing', async () => {
    const body = gelatoOrderBody({ ...ORDER, reference: 'raw' })
    const post = (changed: Record<string, unknown>) =>
      fetch(`${fake.url}/v4/orders`, {
        method: 'POST',
        headers: { 'X-API-KEY': fake.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, ...changed }),
      })
    const [cards, envelopes] = body.items
    for (const [changed, field] of [
      [{ items: [cards, { ...envelopes, itemReferenceId: cards?.itemReferenceId }] }, 'not unique'],
      [{ items: [{ ...cards, quantity: 2.5 }] }, 'items[0].quantity'],
      [{ items: [{ ...cards, files: [{ type: 'default', url: 'order-1.pdf' }] }] }, 'items[0].files'],
      [{ items: [envelopes] }, 'no item has a file'],
      [{ shippingAddress: { ...body.shippingAddress, email: '' } }, 'shippingAddress.email'],
    ] as const) {
      const res = await post(changed)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toContain(field)
    }
    expect(fake.orders.some((o) => o.orderReferenceId === 'raw')).toBe(false)
    expect((await post({})).status).toBe(200)
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
    expect((await shop().orderStatus(shopOrderId)).status).toBe('accepted')
    for (const [gelato, ours] of [
      ['printed', 'in_production'],
      ['in_transit', 'shipped'],
      ['delivered', 'shipped'],
      ['canceled', 'cancelled'],
    ] as const) {
      fake.setStatus(shopOrderId, gelato)
      expect((await shop().orderStatus(shopOrderId)).status).toBe(ours)
    }
  })

  it("reads a shipped order's carrier, tracking code and tracking link from its shipment", async () => {
    const { shopOrderId } = await shop().submitOrder({ ...ORDER, reference: 'order-tracking' })
    fake.setStatus(shopOrderId, 'printed')
    // Before it ships there is no parcel to follow, though Gelato names the method already.
    expect(await shop().orderStatus(shopOrderId)).toEqual({ status: 'in_production' })
    fake.ship(shopOrderId, {
      shipmentMethodName: 'PostNord Varubrev',
      trackingCode: '00370733743110215874',
      trackingUrl: 'https://tracking.postnord.com/se/?id=00370733743110215874',
    })
    expect(await shop().orderStatus(shopOrderId)).toEqual({
      status: 'shipped',
      tracking: {
        carrier: 'PostNord Varubrev',
        trackingNumber: '00370733743110215874',
        trackingUrl: 'https://tracking.postnord.com/se/?id=00370733743110215874',
      },
    })
    // A link that is not https is not passed on to the owner; the number still is.
    fake.ship(
      shopOrderId,
      { shipmentMethodName: 'DHL Parcel', trackingCode: 'JJD0001', trackingUrl: 'javascript:alert(1)' },
      'delivered',
    )
    expect((await shop().orderStatus(shopOrderId)).tracking).toEqual({
      carrier: 'DHL Parcel',
      trackingNumber: 'JJD0001',
      trackingUrl: null,
    })
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
    expect(await shop.orderStatus(shopOrderId)).toEqual({ status: 'accepted' })
    now = new Date('2027-01-01T10:01:00Z')
    expect(await shop.orderStatus(shopOrderId)).toEqual({ status: 'in_production' })
    now = new Date('2027-01-01T10:10:00Z')
    const shipped = await shop.orderStatus(shopOrderId)
    // A tracking number and the carrier's link, the same whichever instance asks.
    expect(shipped).toEqual({
      status: 'shipped',
      tracking: {
        carrier: 'PostNord',
        trackingNumber: expect.stringMatching(/^SIM[0-9]{15}$/),
        trackingUrl: expect.stringMatching(/^https:\/\/tracking\.postnord\.com\/se\/\?id=SIM[0-9]{15}$/),
      },
    })
    expect(await shop.orderStatus(shopOrderId)).toEqual(shipped)
    expect(shop.callbackOrderId(SIMULATOR_CALLBACK_SECRET, { orderId: shopOrderId })).toBe(shopOrderId)
    expect(shop.callbackOrderId('other', { orderId: shopOrderId })).toBeUndefined()
  })

  it('refuses an order whose envelopes do not match its cards, as the real adapter does', async () => {
    const shop = printShopSimulator({ inProductionAfterMs: 60_000, shippedAfterMs: 600_000 })
    await expect(shop.submitOrder({ ...ORDER, envelopesQuantity: 3 })).rejects.toMatchObject({ status: 400 })
  })
})
