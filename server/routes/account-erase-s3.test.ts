import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PrintShop } from '../integrations/print-shop/print-shop.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { noiseJpeg, uploadImage } from '../test/images.ts'
import { type LocalS3, startLocalS3 } from '../test/local-s3.ts'
import { call, makeOrder, makePrint } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const CDN = 'https://cdn.example.test/media'

const shop: PrintShop = {
  simulated: true,
  submitOrder: async (order) => ({ shopOrderId: `shop-${order.reference}` }),
  orderStatus: async () => 'submitted' as never,
  callbackOrderId: () => undefined,
}

async function cardPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([298, 420])
  doc.addPage([298, 420])
  return Buffer.from(await doc.save())
}

let s3: LocalS3
beforeAll(async () => {
  s3 = await startLocalS3()
})
afterAll(async () => s3?.close())

async function keys(prefix: string): Promise<string[]> {
  const res = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))
  return (res.Contents ?? []).map((o) => o.Key ?? '').sort()
}

describe.each(testDialects())('erasing an account on S3 storage, on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      mediaStorage: s3.storage(CDN),
      printShop: shop,
      renderPrintPdf: cardPdf,
    })
  })
  afterAll(async () => t?.close())

  /** An owner whose site has an image and a card order sent to the print shop with its file. */
  async function owned(): Promise<{ owner: TestAccount; siteId: string; orderId: string }> {
    const owner = await makeAccount(t.app)
    const siteId = (await makeSite(t.app, owner))._id
    const image = await uploadImage(t.app, siteId, await noiseJpeg(300, 200), owner.cookie)
    expect(image.statusCode, image.body).toBe(200)
    const orderId = await makeOrder(t, owner.cookie, siteId, await makePrint(t, owner.cookie, siteId))
    await t.testDb.db.kysely
      .updateTable('print_orders')
      .set({ status: 'paid', paid_at: new Date().toISOString(), payment_reference: `ref-${orderId}` })
      .where('id', '=', orderId)
      .execute()
    await t.services.printShop.run(new Date())
    return { owner, siteId, orderId }
  }

  it("deletes the sites' objects and print files from the bucket, and only theirs", async () => {
    const kept = await owned()
    const gone = await owned()
    for (const scene of [kept, gone]) {
      expect((await keys(`${scene.siteId}/`)).length).toBeGreaterThan(0)
      expect(await keys(`print-orders/${scene.orderId}-`)).toHaveLength(1)
    }
    const res = await call(t, 'POST', '/api/accounts/me/delete', gone.owner.cookie, {
      password: gone.owner.password,
    })
    expect(res.statusCode).toBe(200)
    expect(await keys(`${gone.siteId}/`)).toEqual([])
    expect(await keys(`print-orders/${gone.orderId}-`)).toEqual([])
    expect(await t.testDb.db.kysely.selectFrom('file_deletions').selectAll().execute()).toEqual([])
    expect((await keys(`${kept.siteId}/`)).length).toBeGreaterThan(0)
    expect(await keys(`print-orders/${kept.orderId}-`)).toHaveLength(1)
  }, 60_000)
})
