import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { printShopSimulator } from '../integrations/print-shop/print-shop-simulator.ts'
import { createUnitOfWork } from '../repositories/unit-of-work.ts'
import { PrintShopWork } from '../services/orders/orders-print-shop.ts'
import type { TestAccount } from '../test/factories.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { controlledSwish } from '../test/payments-kit.ts'
import { ADDRESS, call, makeOrder, makePrint } from '../test/prints-kit.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const IN_PRODUCTION_MS = 60_000
const SHIPPED_MS = 600_000

/** A print file of one card (front and back), as the print page renders it. */
async function cardPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([100, 150])
  doc.addPage([100, 150])
  return Buffer.from(await doc.save())
}

// Issue 31 item 1: once the owner left the confirmation page an order could not be found again,
// and nothing told them when it shipped.
describe.each(testDialects())('card orders the owner can follow on %s', (dialect) => {
  const swish = controlledSwish()
  let clock = new Date('2027-03-01T09:00:00Z')
  const shop = printShopSimulator({
    inProductionAfterMs: IN_PRODUCTION_MS,
    shippedAfterMs: SHIPPED_MS,
    clock: () => clock,
  })
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string, printId: string
  withOwnedSite(
    dialect,
    async (fixture) => {
      ;({ t, owner, stranger, siteId } = fixture)
      printId = await makePrint(t, owner.cookie, siteId)
    },
    { swish, printShop: shop, renderPrintPdf: () => cardPdf(), clock: () => clock },
  )

  const list = (cookie?: string, site = siteId) => call(t, 'GET', `/api/sites/${site}/orders`, cookie)
  const pay = async (orderId: string) => {
    const started = await call(t, 'POST', `/api/orders/${orderId}/payment/swish`, owner.cookie, {
      payerAlias: '0701234567',
    })
    expect(started.statusCode, started.body).toBe(200)
    swish.set(started.json().swishId, 'PAID')
    await call(t, 'GET', `/api/swishPayments/${started.json().swishId}`, owner.cookie)
  }
  const mailsAbout = async (orderId: string, subject: string) =>
    (await t.services.outbox.latest(500)).filter(
      (m) => m.to_address === owner.mail && m.subject.includes(subject) && m.subject.includes(orderId),
    )
  /** One more instance's print shop job, on the same database and shop. */
  const otherInstance = () =>
    new PrintShopWork({
      orders: createUnitOfWork(t.testDb.db).repositories.printOrders,
      work: createUnitOfWork(t.testDb.db),
      mail: t.services.mail,
      shop,
      renderPdf: () => cardPdf(),
      media: t.services.media,
      secret: 'x'.repeat(40),
      publicOrigin: () => 'https://brollopssida.se',
      products: { card: 'card', envelopes: { standard: 'env-std', premium: 'env-prem' } },
      log: t.app.log,
    })

  it('answers only the owner: 401 without a session, 403 for a stranger, in the error shape', async () => {
    const anonymous = await list()
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({
      isErrorResponse: true,
      errorDescription: { sv: expect.any(String) },
    })
    const strangers = await list(stranger.cookie)
    expect(strangers.statusCode).toBe(403)
    expect(strangers.json().isErrorResponse).toBe(true)
    // The owner check comes first: a stranger learns nothing of a site that does not exist either.
    expect((await list(undefined, 'x'.repeat(101))).statusCode).toBe(401)
    expect((await list(owner.cookie, '000000000000000000000000')).statusCode).toBe(404)
    expect((await list(owner.cookie)).statusCode).toBe(200)
  })

  it('lists the paid orders newest first: summary, price, recipient name and city, status', async () => {
    const first = await makeOrder(t, owner.cookie, siteId, printId)
    await pay(first)
    clock = new Date(clock.getTime() + 60_000)
    const unpaid = await makeOrder(t, owner.cookie, siteId, printId)
    clock = new Date(clock.getTime() + 60_000)
    const second = await makeOrder(t, owner.cookie, siteId, printId, {
      quantity: 50,
      envelopes: 'none',
      shipmentMethodUid: 'dhl_parcel',
      shippingAddress: { ...ADDRESS, firstName: 'Märta', lastName: 'Öberg', city: 'Malmö' },
    })
    await pay(second)
    const res = await list(owner.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const { orders } = res.json() as { orders: Record<string, unknown>[] }
    expect(orders.map((o) => o._id)).toEqual([second, first])
    expect(orders.map((o) => o._id)).not.toContain(unpaid)
    expect(orders[0]).toEqual({
      _id: second,
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      shippedAt: null,
      status: 'paid',
      quantity: 50,
      perHousehold: false,
      envelopes: 'none',
      // 50 × 15 kr + 149 kr DHL Parcel.
      totalInclVat: 89900,
      recipient: { name: 'Märta Öberg', city: 'Malmö' },
      shipment: { name: 'DHL Parcel', carrier: 'DHL' },
      tracking: null,
    })
    // Only the name and city of the address: the list is no copy of the street, mail and phone.
    expect(JSON.stringify(orders)).not.toContain(ADDRESS.addressLine1)
    expect(JSON.stringify(orders)).not.toContain(ADDRESS.phone)
    const stored = await t.services.orders.findById(first)
    expect(orders[1]).toMatchObject({ _id: first, createdAt: stored?.created_at, totalInclVat: 69500 })
  })

  it("links the confirmation mail to the order's own place in the order list", async () => {
    const id = await makeOrder(t, owner.cookie, siteId, printId)
    await pay(id)
    const [confirmation] = await mailsAbout(id, 'Orderbekräftelse')
    expect(confirmation?.text_body).toContain(
      `Följ beställningen: https://brollopssida.se/redigera/${siteId}/inbjudningar#bestallning-${id}`,
    )
  })

  it('mails the owner once when the order ships, with carrier, tracking number and link, whoever runs the job', async () => {
    const id = await makeOrder(t, owner.cookie, siteId, printId)
    await pay(id)
    const status = async () =>
      ((await list(owner.cookie)).json().orders as { _id: string; status: string; tracking: unknown }[]).find(
        (o) => o._id === id,
      )
    await t.services.printShop.run(clock)
    expect((await t.services.orders.findById(id))?.submitted_at).not.toBeNull()
    clock = new Date(clock.getTime() + IN_PRODUCTION_MS)
    await t.services.printShop.run(clock)
    expect(await status()).toMatchObject({ status: 'in_production', tracking: null })
    expect(await mailsAbout(id, 'skickade')).toEqual([])

    clock = new Date(clock.getTime() + SHIPPED_MS)
    const shopOrderId = (await t.services.orders.findById(id))?.shop_order_id
    // Two instances' rounds, the shop's callback beside them, and a retried round after.
    await Promise.all([
      t.services.printShop.run(clock),
      otherInstance().run(clock),
      call(t, 'POST', '/api/print-shop/callback/simulator', undefined, { orderId: shopOrderId }),
    ])
    await otherInstance().run(new Date(clock.getTime() + 60_000))
    await t.services.printShop.run(new Date(clock.getTime() + 120_000))

    const listed = await status()
    expect(listed).toMatchObject({
      status: 'shipped',
      shippedAt: expect.any(String),
      tracking: {
        carrier: 'PostNord',
        trackingNumber: expect.stringMatching(/^SIM[0-9]{15}$/),
        trackingUrl: expect.stringMatching(/^https:\/\/tracking\.postnord\.com\/se\/\?id=SIM[0-9]{15}$/),
      },
    })
    const tracking = listed?.tracking as { trackingNumber: string; trackingUrl: string }
    const mails = await mailsAbout(id, 'Dina inbjudningskort är skickade')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text_body).toContain('Fraktbolag: PostNord')
    expect(mails[0]?.text_body).toContain(`Spårningsnummer: ${tracking.trackingNumber}`)
    expect(mails[0]?.text_body).toContain(`Följ försändelsen: ${tracking.trackingUrl}`)
    expect(mails[0]?.text_body).toContain(`/redigera/${siteId}/inbjudningar#bestallning-${id}`)
    // The order's own page tells the same.
    const order = (await call(t, 'GET', `/api/orders/${id}`, owner.cookie)).json()
    expect(order).toMatchObject({ status: 'shipped', tracking: listed?.tracking })
  })

  it('writes the shipping mail in the language the order was made in', async () => {
    const id = await makeOrder(t, owner.cookie, siteId, printId, { language: 'en' })
    await pay(id)
    await t.services.printShop.run(clock)
    clock = new Date(clock.getTime() + SHIPPED_MS)
    await t.services.printShop.run(clock)
    const [confirmation] = await mailsAbout(id, 'Order confirmation')
    expect(confirmation?.text_body).toContain('Follow your order: https://brollopssida.se/redigera/')
    const mails = await mailsAbout(id, 'Your invitation cards have shipped')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text_body).toContain('Carrier: PostNord')
    expect(mails[0]?.text_body).toContain('Tracking number: SIM')
  })
})
