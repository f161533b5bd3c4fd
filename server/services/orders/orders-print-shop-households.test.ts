import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeGelato, startFakeGelato } from '../../integrations/print-shop/fake-gelato-server.ts'
import { gelatoPrintShop } from '../../integrations/print-shop/gelato-print-shop.ts'
import { renderPrintPdf } from '../../prints/pdf.ts'
import { createUnitOfWork } from '../../repositories/unit-of-work.ts'
import { makeAccount, makeSite, type TestAccount } from '../../test/factories.ts'
import { missingPdfTools, pngPages, qrText } from '../../test/pdf-tools.ts'
import { call, makeOrder, makePrint } from '../../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { PrintShopWork } from './orders-print-shop.ts'

const HOST = 'berg-ek.brollopssida.se'
const TOOLS = ['pdfinfo', 'pdftoppm', 'zbarimg'] as const

const missing = missingPdfTools('Print shop file tests', TOOLS)

interface GelatoItem {
  itemReferenceId: string
  productUid: string
  quantity: number
  files?: { type: string; url: string }[]
}

/**
 * The money path of cards per household, with Chromium's real PDF: the order reaches Gelato (a fake
 * that downloads each file as Gelato does) as one 2-page card per household, each printed once.
 */
describe.skipIf(missing.length > 0).each(testDialects())(
  'household cards at the print shop on %s',
  (dialect) => {
    let t: TestApp
    let owner: TestAccount
    let siteId: string
    let printId: string
    let fake: FakeGelato
    let origin: string
    let dir: string

    beforeAll(async () => {
      t = await createTestApp(dialect, { printShop: null })
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const address = t.app.server.address()
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
      fake = await startFakeGelato({ fetchFiles: true })
      owner = await makeAccount(t.app)
      siteId = (await makeSite(t.app, owner))._id
      await t.testDb.db.kysely.updateTable('sites').set({ host: HOST }).where('id', '=', siteId).execute()
      printId = await makePrint(t, owner.cookie, siteId)
      dir = mkdtempSync(join(tmpdir(), 'print-shop-files-'))
    }, 60_000)
    afterAll(async () => {
      await t?.close()
      await fake?.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    const repos = () => createUnitOfWork(t.testDb.db).repositories
    const paidOrder = async (overrides: Record<string, unknown> = {}) => {
      const id = await makeOrder(t, owner.cookie, siteId, printId, overrides)
      await repos().printOrders.markPaid(id, `ref-${id}`, new Date().toISOString())
      return id
    }
    const work = () =>
      new PrintShopWork({
        orders: repos().printOrders,
        work: createUnitOfWork(t.testDb.db),
        mail: t.services.mail,
        shop: gelatoPrintShop({ apiUrl: fake.url, apiKey: fake.apiKey, webhookSecret: 'g'.repeat(32) }),
        renderPdf: (id, orderId) => renderPrintPdf(t.services, id, orderId),
        media: t.services.media,
        secret: 's'.repeat(40),
        // Gelato downloads the files from our public origin: here, the test server.
        publicOrigin: () => origin,
        products: { card: 'card-uid', envelopes: { standard: 'env-std', premium: 'env-prem' } },
        log: t.app.log,
      })
    const itemsAtShop = (id: string) => {
      const orders = fake.orders.filter((o) => o.orderReferenceId === id)
      expect(orders).toHaveLength(1)
      return orders[0]?.body.items as GelatoItem[]
    }
    /** The file Gelato downloaded for an item, as pages rendered to PNG. */
    const filePages = (item: GelatoItem, name: string) => {
      const url = item.files?.[0]?.url ?? ''
      const bytes = fake.files.get(url)
      expect(bytes, url).toBeDefined()
      const file = join(dir, `${name}.pdf`)
      writeFileSync(file, bytes as Buffer)
      expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+2$/m)
      return pngPages(file, dir, name, 200)
    }

    it('sends a per-household order of 3 households as 3 cards of one copy each, each its own household, and 3 envelopes', async () => {
      for (const name of ['Familjen Berg', 'Familjen Ek', 'Åsa & Örjan Lund'])
        expect(
          (await call(t, 'POST', `/api/sites/${siteId}/households`, owner.cookie, { name })).statusCode,
        ).toBe(201)
      const households = (await call(t, 'GET', `/api/sites/${siteId}/households`, owner.cookie)).json()
        .households as { _id: string; code: string }[]
      expect(households).toHaveLength(3)
      const id = await paidOrder({ perHousehold: true })
      await work().run(new Date())
      expect((await repos().printOrders.findById(id))?.shop_last_error ?? null).toBeNull()

      const items = itemsAtShop(id)
      const cards = items.filter((item) => item.productUid === 'card-uid')
      expect(cards.map((item) => [item.itemReferenceId, item.quantity])).toEqual(
        households.map((h) => [`${id}-card-${h._id}`, 1]),
      )
      expect(items.filter((item) => item.productUid !== 'card-uid')).toEqual([
        { itemReferenceId: `${id}-envelopes`, productUid: 'env-prem', quantity: 3 },
      ])
      for (const [i, household] of households.entries()) {
        const card = cards[i] as GelatoItem
        expect(card.files?.[0]?.url).toMatch(
          new RegExp(`^${origin}/media/u/print-orders/${id}-[0-9a-f]{32}\\.pdf$`),
        )
        const [, back] = filePages(card, `household-${i}`)
        expect(qrText(back as string)).toBe(`https://${HOST}/?inbjudan=${household.code}`)
      }
    }, 120_000)

    it('sends an ordinary order as before: one card file of 2 pages in its quantity', async () => {
      const id = await paidOrder({ quantity: 40, envelopes: 'standard' })
      await work().run(new Date())
      const items = itemsAtShop(id)
      expect(
        items.map(({ itemReferenceId, productUid, quantity }) => [itemReferenceId, productUid, quantity]),
      ).toEqual([
        [`${id}-cards`, 'card-uid', 40],
        [`${id}-envelopes`, 'env-std', 40],
      ])
      const [, back] = filePages(items[0] as GelatoItem, 'ordinary')
      // The card as designed (server/test/print-content.ts), for every guest alike.
      expect(qrText(back as string)).toBe('https://lisa.brollopssida.se/')
    }, 120_000)
  },
)
