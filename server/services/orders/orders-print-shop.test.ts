import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeGelato, startFakeGelato } from '../../integrations/print-shop/fake-gelato-server.ts'
import { gelatoPrintShop } from '../../integrations/print-shop/gelato-print-shop.ts'
import type { PrintShop, PrintShopOrder } from '../../integrations/print-shop/print-shop.ts'
import {
  printShopSimulator,
  SIMULATOR_CALLBACK_SECRET,
} from '../../integrations/print-shop/print-shop-simulator.ts'
import { createUnitOfWork } from '../../repositories/unit-of-work.ts'
import { makeAccount, makeSite, type TestAccount } from '../../test/factories.ts'
import { call, makeOrder, makePrint } from '../../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { PRINT_FILES_FOLDER, PrintShopWork, retryDelayMs, splitCards } from './orders-print-shop.ts'

/** A PDF of `pages` pages, page i (from 0) 100 + i points wide, so a file's pages can be told apart. */
async function pdfOfPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) doc.addPage([100 + i, 150])
  return Buffer.from(await doc.save())
}

const pageWidths = async (pdf: Uint8Array) =>
  (await PDFDocument.load(pdf)).getPages().map((page) => page.getWidth())

/** A shop that counts what it got and can be made to fail. */
function countingShop(): PrintShop & { submitted: PrintShopOrder[]; failing: number } {
  const inner = printShopSimulator({ inProductionAfterMs: 60_000, shippedAfterMs: 600_000 })
  const shop = {
    ...inner,
    submitted: [] as PrintShopOrder[],
    failing: 0,
    async submitOrder(order: PrintShopOrder) {
      // A real call takes a while: concurrent senders overlap here.
      await new Promise((resolve) => setTimeout(resolve, 10))
      if (shop.failing > 0) {
        shop.failing -= 1
        throw new Error('print shop unavailable')
      }
      shop.submitted.push(order)
      return { shopOrderId: `shop-${order.reference}` }
    },
  }
  return shop
}

describe.each(testDialects())('print shop job on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  let printId: string
  let fake: FakeGelato
  const renders: string[] = []
  const orderRenders: (string | undefined)[] = []
  /** Pages the next renders add or take away, as a broken render would. */
  let pagesOff = 0
  // As the print page renders: a card (2 pages), or 2 per household of the named order.
  const renderPdf = async (id: string, orderId?: string) => {
    renders.push(id)
    orderRenders.push(orderId)
    const row = orderId ? await repos().printOrders.findById(orderId) : undefined
    const cards = row?.households ? row.households.length : 1
    return pdfOfPages(cards * 2 + pagesOff)
  }
  beforeAll(async () => {
    t = await createTestApp(dialect, { renderPrintPdf: renderPdf, printShop: null })
    fake = await startFakeGelato()
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner))._id
    printId = await makePrint(t, owner.cookie, siteId)
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const repos = () => createUnitOfWork(t.testDb.db).repositories
  const paidOrder = async (overrides: Record<string, unknown> = {}) => {
    const id = await makeOrder(t, owner.cookie, siteId, printId, overrides)
    await repos().printOrders.markPaid(id, `ref-${id}`, new Date().toISOString())
    return id
  }
  const work = (shop: PrintShop) =>
    new PrintShopWork({
      orders: repos().printOrders,
      work: createUnitOfWork(t.testDb.db),
      mail: t.services.mail,
      shop,
      renderPdf,
      media: t.services.media,
      secret: 's'.repeat(40),
      publicOrigin: () => 'https://brollopssida.se',
      products: { card: 'card-uid', envelopes: { standard: 'env-std', premium: 'env-prem' } },
      log: t.app.log,
    })
  const status = async (id: string) => (await call(t, 'GET', `/api/orders/${id}`, owner.cookie)).json().status

  it('sends a paid order once, even with three senders at the same time and later rounds', async () => {
    const shop = countingShop()
    const id = await paidOrder()
    const unpaid = await makeOrder(t, owner.cookie, siteId, printId)
    const now = new Date()
    await Promise.all([work(shop).run(now), work(shop).run(now), work(shop).run(now)])
    await work(shop).run(new Date(now.getTime() + 3_600_000))
    const sent = shop.submitted.filter((o) => o.reference === id)
    expect(sent).toHaveLength(1)
    expect(shop.submitted.some((o) => o.reference === unpaid)).toBe(false)
    expect(sent[0]).toMatchObject({
      cards: [{ quantity: 30, referenceSuffix: 'cards' }],
      product: 'card-uid',
      envelopesProduct: 'env-prem',
      envelopesQuantity: 30,
      country: 'SE',
      currency: 'SEK',
      shippingAddress: { city: 'Stockholm' },
    })
    expect(sent[0]?.cards).toHaveLength(1)
    expect(sent[0]?.cards[0]?.fileUrl).toMatch(
      new RegExp(`^https://brollopssida\\.se/media/u/print-orders/${id}-[0-9a-f]{32}\\.pdf$`),
    )
    expect(renders).toContain(printId)
    const row = await repos().printOrders.findById(id)
    expect(row).toMatchObject({ shop_order_id: `shop-${id}`, shop_attempts: 1 })
    expect(row?.submitted_at).not.toBeNull()
  })

  it("renders a card per household order's own PDF, its households as ordered", async () => {
    await t.testDb.db.kysely
      .updateTable('sites')
      .set({ host: `kort-${dialect}.brollopssida.se` })
      .where('id', '=', siteId)
      .execute()
    for (const name of ['Berg', 'Ek'])
      expect(
        (await call(t, 'POST', `/api/sites/${siteId}/households`, owner.cookie, { name })).statusCode,
      ).toBe(201)
    const shop = countingShop()
    const id = await paidOrder({ perHousehold: true })
    const plain = await paidOrder()
    await work(shop).run(new Date('2029-01-01T10:00:00Z'))
    expect(orderRenders).toContain(id)
    expect(orderRenders).not.toContain(plain)
    const sent = shop.submitted.find((o) => o.reference === id)
    const households = (await call(t, 'GET', `/api/sites/${siteId}/households`, owner.cookie)).json()
      .households as { _id: string }[]
    // One file per household, printed once each, in the guest list's order; an envelope per card.
    expect(sent?.cards.map((c) => [c.referenceSuffix, c.quantity])).toEqual(
      households.map((h) => [`card-${h._id}`, 1]),
    )
    expect(sent?.envelopesQuantity).toBe(2)
    expect(new Set(sent?.cards.map((c) => c.fileUrl)).size).toBe(2)
    for (const [i, card] of (sent?.cards ?? []).entries()) {
      expect(card.fileUrl).toMatch(
        new RegExp(`^https://brollopssida\\.se/media/u/print-orders/${id}-[0-9a-f]{32}\\.pdf$`),
      )
      const file = await t.services.media.get(PRINT_FILES_FOLDER, card.fileUrl.split('/').at(-1) ?? '')
      // The household's own two pages of the order's PDF: its front and its back.
      expect(await pageWidths(file as Buffer)).toEqual([100 + i * 2, 101 + i * 2])
    }
    expect(shop.submitted.find((o) => o.reference === plain)?.cards).toMatchObject([
      { quantity: 30, referenceSuffix: 'cards' },
    ])
  })

  it('sends nothing while the rendered pages are not 2 per card, retries later and stores the same files again', async () => {
    const shop = countingShop()
    const id = await paidOrder({ perHousehold: true })
    const stored = async () =>
      (await t.services.media.list(PRINT_FILES_FOLDER)).filter((f) => f.startsWith(`${id}-`)).sort()
    const start = new Date('2029-06-01T10:00:00Z')
    pagesOff = 1
    await work(shop).run(start)
    pagesOff = 0
    const row = await repos().printOrders.findById(id)
    expect(row).toMatchObject({ shop_attempts: 1, submitted_at: null, shop_order_id: null })
    expect(row?.shop_last_error).toBe('the print file has 5 pages; 2 card(s) need 4')
    expect(await stored()).toEqual([])
    // The files are stored, then the shop fails: the next attempt stores under the same names.
    shop.failing = 1
    await work(shop).run(new Date(start.getTime() + 3_600_000))
    const first = await stored()
    expect(first).toHaveLength(2)
    await work(shop).run(new Date(start.getTime() + 2 * 3_600_000))
    const sent = shop.submitted.filter((o) => o.reference === id)
    expect(sent).toHaveLength(1)
    expect(await stored()).toEqual(first)
    expect(sent[0]?.cards.map((c) => c.fileUrl.split('/').at(-1)).sort()).toEqual(first)
  })

  it('splits only a PDF of 2 pages per card, in order', async () => {
    const files = await splitCards(await pdfOfPages(6), 3)
    expect(await Promise.all(files.map(pageWidths))).toEqual([
      [100, 101],
      [102, 103],
      [104, 105],
    ])
    await expect(splitCards(await pdfOfPages(5), 3)).rejects.toThrow('5 pages; 3 card(s) need 6')
    await expect(splitCards(await pdfOfPages(2), 3)).rejects.toThrow('2 pages; 3 card(s) need 6')
    await expect(splitCards(Buffer.from('%PDF-1.7 test'), 1)).rejects.toThrow('not a readable PDF')
  })

  it('retries after a failure, later and with growing delays, and then sends once', async () => {
    const shop = countingShop()
    shop.failing = 2
    const id = await paidOrder({ envelopes: 'none' })
    const start = new Date('2030-01-01T10:00:00Z')
    await work(shop).run(start)
    let row = await repos().printOrders.findById(id)
    expect(row).toMatchObject({
      shop_attempts: 1,
      shop_last_error: 'print shop unavailable',
      submitted_at: null,
    })
    expect(row?.shop_next_attempt_at).toBe(new Date(start.getTime() + retryDelayMs(1)).toISOString())
    // Not yet due: nothing is tried.
    await work(shop).run(new Date(start.getTime() + 30_000))
    expect((await repos().printOrders.findById(id))?.shop_attempts).toBe(1)
    await work(shop).run(new Date(start.getTime() + 61_000))
    row = await repos().printOrders.findById(id)
    expect(row?.shop_attempts).toBe(2)
    expect(row?.shop_next_attempt_at).toBe(new Date(start.getTime() + 61_000 + retryDelayMs(2)).toISOString())
    await work(shop).run(new Date(start.getTime() + 61_000 + retryDelayMs(2)))
    expect(shop.submitted.filter((o) => o.reference === id)).toHaveLength(1)
    expect(shop.submitted.find((o) => o.reference === id)?.envelopesProduct).toBeNull()
    expect((await repos().printOrders.findById(id))?.submitted_at).not.toBeNull()
  })

  it('sends through the real Gelato adapter once, though its first answer was lost, and follows its status', async () => {
    const shop = gelatoPrintShop({ apiUrl: fake.url, apiKey: fake.apiKey, webhookSecret: 'g'.repeat(32) })
    const id = await paidOrder()
    fake.dropNextCreateAnswer()
    const start = new Date('2031-01-01T10:00:00Z')
    await work(shop).run(start)
    expect((await repos().printOrders.findById(id))?.submitted_at).toBeNull()
    await work(shop).run(new Date(start.getTime() + retryDelayMs(1)))
    const atShop = fake.orders.filter((o) => o.orderReferenceId === id)
    expect(atShop).toHaveLength(1)
    const shopOrderId = atShop[0]?.id ?? ''
    expect((await repos().printOrders.findById(id))?.shop_order_id).toBe(shopOrderId)
    expect(await status(id)).toBe('paid')
    fake.setStatus(shopOrderId, 'printed')
    // A callback with a wrong secret changes nothing; with the right one the status is read back.
    const event = { event: 'order_status_updated', orderId: shopOrderId, fulfillmentStatus: 'shipped' }
    expect(await work(shop).callback('x'.repeat(32), event, new Date())).toBe(false)
    expect(await status(id)).toBe('paid')
    expect(await work(shop).callback('g'.repeat(32), event, new Date())).toBe(true)
    expect(await status(id)).toBe('in_production')
    fake.ship(shopOrderId, {
      shipmentMethodName: 'DHL Parcel',
      trackingCode: 'JVGL0612345678',
      trackingUrl: 'https://www.dhl.com/se-sv/home/tracking.html?tracking-id=JVGL0612345678',
    })
    await work(shop).run(new Date(start.getTime() + 7_200_000))
    expect(await status(id)).toBe('shipped')
    // Gelato's parcel is the order's tracking, its method's name mapped to the carrier (spec 002 section 9).
    expect((await call(t, 'GET', `/api/orders/${id}`, owner.cookie)).json().tracking).toEqual({
      carrier: 'DHL',
      trackingNumber: 'JVGL0612345678',
      trackingUrl: 'https://www.dhl.com/se-sv/home/tracking.html?tracking-id=JVGL0612345678',
    })
    const shippedMails = (await t.services.outbox.latest(200)).filter(
      (m) => m.to_address === owner.mail && m.subject.includes('skickade') && m.subject.includes(id),
    )
    expect(shippedMails).toHaveLength(1)
    expect(shippedMails[0]?.text_body).toContain('Spårningsnummer: JVGL0612345678')
    // A late 'printed' never takes a shipped order back.
    fake.setStatus(shopOrderId, 'printed')
    await work(shop).run(new Date(start.getTime() + 7_300_000))
    expect(await status(id)).toBe('shipped')
  })

  it('moves an order along with the simulator: in production, then shipped, also by its callback route', async () => {
    let now = new Date('2032-01-01T10:00:00Z')
    const simulator = printShopSimulator({
      inProductionAfterMs: 60_000,
      shippedAfterMs: 600_000,
      clock: () => now,
    })
    const id = await paidOrder()
    await work(simulator).run(now)
    expect(await status(id)).toBe('paid')
    now = new Date('2032-01-01T10:01:00Z')
    await work(simulator).run(now)
    expect(await status(id)).toBe('in_production')
    now = new Date('2032-01-01T10:10:00Z')
    const shopOrderId = (await repos().printOrders.findById(id))?.shop_order_id ?? ''
    expect(await work(simulator).callback(SIMULATOR_CALLBACK_SECRET, { orderId: shopOrderId }, now)).toBe(
      true,
    )
    expect(await status(id)).toBe('shipped')
  })

  it('answers a callback to an app without a print shop, or with a wrong secret, with 404', async () => {
    const res = await call(t, 'POST', '/api/print-shop/callback/whatever', undefined, { orderId: 'sim-x-1' })
    expect(res.statusCode).toBe(404)
  })
})

describe.each(testDialects())('print shop callback route with the default simulator on %s', (dialect) => {
  let t: TestApp
  // The simulator reads its orders' progress by the app's clock, which the test moves.
  let now = Date.now()
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { renderPrintPdf: async () => pdfOfPages(2), clock: () => new Date(now) },
      { PRINT_SHOP_SIMULATOR_IN_PRODUCTION_MS: '0', PRINT_SHOP_SIMULATOR_SHIPPED_MS: '2500' },
    )
  })
  afterAll(async () => t?.close())

  it('sends a paid order with the configured simulator and moves it on its authenticated callback', async () => {
    const owner = await makeAccount(t.app)
    const siteId = (await makeSite(t.app, owner))._id
    const printId = await makePrint(t, owner.cookie, siteId)
    const id = await makeOrder(t, owner.cookie, siteId, printId)
    const repos = createUnitOfWork(t.testDb.db).repositories
    await repos.printOrders.markPaid(id, `ref-${id}`, new Date().toISOString())
    const due = await repos.printOrders.dueForShop(new Date().toISOString(), 10)
    expect(due.map((o) => o.id)).toContain(id)
    await t.job('print-shop-orders').run(new Date())
    const row = await repos.printOrders.findById(id)
    expect(row?.shop_order_id).toMatch(/^sim-/)
    const order = () => call(t, 'GET', `/api/orders/${id}`, owner.cookie)
    // The job asked the shop at once too: the simulator (0 ms) already says in production.
    expect((await order()).json().status).toBe('in_production')
    const refused = await call(t, 'POST', '/api/print-shop/callback/wrong', undefined, {
      orderId: row?.shop_order_id,
    })
    expect(refused.statusCode).toBe(404)
    const accepted = await call(
      t,
      'POST',
      `/api/print-shop/callback/${SIMULATOR_CALLBACK_SECRET}`,
      undefined,
      {
        orderId: row?.shop_order_id,
      },
    )
    expect(accepted.statusCode).toBe(200)
    expect((await order()).json().status).toBe('in_production')
    // Once the simulator says shipped, its callback is what moves the order (no job round between).
    now += 2600
    const shipped = await call(
      t,
      'POST',
      `/api/print-shop/callback/${SIMULATOR_CALLBACK_SECRET}`,
      undefined,
      {
        orderId: row?.shop_order_id,
      },
    )
    expect(shipped.statusCode).toBe(200)
    expect((await order()).json().status).toBe('shipped')
  })
})
