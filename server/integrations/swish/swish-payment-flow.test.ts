import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type PaymentScene, paymentScene, receiptMails } from '../../test/payments-kit.ts'
import { APP_HOST, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { type FakeSwish, startFakeSwish } from './fake-swish-server.ts'
import { swishCommerceApi } from './swish-commerce-api.ts'

// The whole Swish path with the real adapter: our server asks the fake Swish over mutual TLS,
// the fake's callbacks reach the app, and only what the server reads back from Swish counts.
describe.each(testDialects())('a Swish payment through the real adapter on %s', (dialect) => {
  let t: TestApp
  let fake: FakeSwish
  let scene: PaymentScene

  beforeAll(async () => {
    let app: TestApp | undefined
    fake = await startFakeSwish({
      deliverCallback: async (url, body) => {
        const { pathname } = new URL(url)
        const res = await app?.app.inject({
          method: 'POST',
          url: pathname,
          headers: { host: APP_HOST },
          payload: body,
        })
        return res?.statusCode ?? 0
      },
    })
    const swish = swishCommerceApi(fake.clientOptions)
    t = await createTestApp(dialect, { swish })
    app = t
    scene = await paymentScene(t, `real-swish-${dialect}.brollopssida.se`)
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const start = async (payerAlias: string) => {
    const res = await call(t, 'POST', `/api/sites/${scene.siteId}/payment/swish`, scene.owner.cookie, {
      payerAlias,
      paymentProduct: 'extend_subdomain',
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().swishId as string
  }
  const status = async (swishId: string) =>
    (await call(t, 'GET', `/api/swishPayments/${swishId}`, scene.owner.cookie)).json().status
  const expiry = async () => (await t.services.sites.findById(scene.siteId))?.active_expire_date

  it('is paid once Swish says so, whatever the callbacks claim', async () => {
    const before = await expiry()
    const swishId = await start('070-123 45 67')
    expect(fake.requests.get(swishId)).toMatchObject({
      amount: 599,
      payerAlias: '46701234567',
      status: 'CREATED',
    })
    expect(await status(swishId)).toBe('NOT_SET')

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/swish/callback',
      headers: { host: APP_HOST },
      payload: { id: swishId, status: 'PAID', amount: 599 },
    })
    expect(forged.statusCode).toBeLessThan(500)
    expect(await status(swishId)).toBe('NOT_SET')
    expect(await expiry()).toBe(before)

    await fake.settle(swishId, { status: 'PAID' })
    expect(fake.callbacks.at(-1)?.status).toBe(200)
    expect(await status(swishId)).toBe('PAID')
    expect(await expiry()).not.toBe(before)
    const extended = await expiry()

    // Swish may call again; nothing happens twice.
    const again = fake.callbacks.at(-1)
    await t.app.inject({
      method: 'POST',
      url: '/api/swish/callback',
      headers: { host: APP_HOST },
      payload: again?.body,
    })
    expect(await status(swishId)).toBe('PAID')
    expect(await expiry()).toBe(extended)
    expect(await receiptMails(t, scene.owner.mail)).toHaveLength(1)
  })

  it('reports a declined payment from Swish and changes nothing', async () => {
    const before = await expiry()
    const swishId = await start('0701234501')
    await fake.settle(swishId, { status: 'DECLINED' })
    expect(await status(swishId)).toBe('DECLINED')
    expect(await expiry()).toBe(before)
  })
})
