import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type PaymentScene, paymentScene, receiptMails } from '../../test/payments-kit.ts'
import { makeOrder, makePrint } from '../../test/prints-kit.ts'
import { APP_HOST, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { type FakeSwish, startFakeSwish } from './fake-swish-server.ts'
import { swishCommerceApi } from './swish-commerce-api.ts'

// Issue 29 item 2: a Swish payment that is paid for an order another payment has paid already
// (started after the first one's hold ran out) is refunded through Swish's refunds API, once.
describe.each(testDialects())(
  'a late Swish payment of a paid order through the real adapter on %s',
  (dialect) => {
    let t: TestApp
    let fake: FakeSwish
    let scene: PaymentScene
    const start = new Date('2027-06-01T10:00:00Z')
    let clock = start

    beforeAll(async () => {
      let app: TestApp | undefined
      fake = await startFakeSwish({
        deliverCallback: async (url, body) => {
          const res = await app?.app.inject({
            method: 'POST',
            url: new URL(url).pathname,
            headers: { host: APP_HOST },
            payload: body,
          })
          return res?.statusCode ?? 0
        },
      })
      t = await createTestApp(dialect, { swish: swishCommerceApi(fake.clientOptions), clock: () => clock })
      app = t
      scene = await paymentScene(t, `refund-swish-${dialect}.brollopssida.se`)
    })
    afterAll(async () => {
      await t?.close()
      await fake?.close()
    })

    const pay = async (orderId: string) => {
      const res = await call(t, 'POST', `/api/orders/${orderId}/payment/swish`, scene.owner.cookie, {
        payerAlias: '070-123 45 67',
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().swishId as string
    }
    const mails = async (subject: string) =>
      (await t.services.outbox.latest(200)).filter(
        (m) => m.to_address === scene.owner.mail && m.subject.includes(subject),
      )

    it('refunds the second payment once through Swish, tells the owner once, and sends one receipt', async () => {
      const printId = await makePrint(t, scene.owner.cookie, scene.siteId)
      const orderId = await makeOrder(t, scene.owner.cookie, scene.siteId, printId)
      const first = await pay(orderId)
      clock = new Date(start.getTime() + 16 * 60_000)
      const second = await pay(orderId)

      await fake.settle(first, { status: 'PAID' })
      await fake.settle(second, { status: 'PAID' })
      expect(fake.callbacks.map((c) => c.status)).toEqual([200, 200])
      // The same callback again, and polls: nothing more goes back.
      const again = await Promise.all([
        call(t, 'POST', '/api/swish/callback', undefined, { id: second, status: 'PAID' }),
        call(t, 'GET', `/api/swishPayments/${second}`, scene.owner.cookie),
        call(t, 'GET', `/api/swishPayments/${second}`, scene.owner.cookie),
      ])
      for (const res of again) expect(res.statusCode).toBe(200)
      expect(again[1]?.json()).toEqual({
        status: 'ERROR',
        errorMessage: 'Betalningen återbetalas eftersom det redan var betalt.',
      })
      await t.job('payment-refunds').run(new Date())

      expect(fake.refundCalls).toHaveLength(1)
      expect(fake.refundCalls[0]).toMatchObject({
        status: 201,
        body: {
          originalPaymentReference: fake.requests.get(second)?.paymentReference,
          payerAlias: fake.payeeAlias,
          amount: '695.00',
          currency: 'SEK',
          callbackUrl: 'https://brollopssida.se/api/swish/callback',
        },
      })
      expect(fake.refunds.size).toBe(1)
      expect(await t.services.payments.findByReference(second)).toMatchObject({
        status: 'refunded',
        refund_id: fake.refundCalls[0]?.id,
      })
      expect(await t.services.payments.findByReference(first)).toMatchObject({ status: 'paid' })

      const refundMails = await mails('Återbetalning')
      expect(refundMails).toHaveLength(1)
      expect(refundMails[0]?.text_body).toContain('samma Swish-nummer')
      const receipts = (await receiptMails(t, scene.owner.mail)).filter(
        (m) => m.text_body.includes(first) || m.text_body.includes(second),
      )
      expect(receipts.map((m) => m.subject)).toEqual([expect.stringContaining(first)])
      expect(await mails('Orderbekräftelse')).toHaveLength(1)
    })
  },
)
