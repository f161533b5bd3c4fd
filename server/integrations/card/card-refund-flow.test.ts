import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type PaymentScene, paymentScene, receiptMails } from '../../test/payments-kit.ts'
import { makeOrder, makePrint } from '../../test/prints-kit.ts'
import { APP_HOST, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe-server.ts'
import { stripeCardProvider } from './stripe-card-provider.ts'

// Issue 29 item 2: a card payment that succeeds for an order another payment has paid (its hold
// ran out while the card form stayed open) was only logged; its money now goes back through Stripe.
describe.each(testDialects())(
  'a late card payment of a paid order through the Stripe adapter on %s',
  (dialect) => {
    let t: TestApp
    let fake: FakeStripe
    let browser: Stripe
    let scene: PaymentScene
    const start = new Date('2027-06-01T10:00:00Z')
    let clock = start

    beforeAll(async () => {
      fake = await startFakeStripe()
      const card = stripeCardProvider({
        secretKey: fake.secretKey,
        publishableKey: fake.publishableKey,
        webhookSecret: fake.webhookSecret,
        api: fake.api,
      })
      browser = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 })
      t = await createTestApp(dialect, { card, clock: () => clock })
      scene = await paymentScene(t, `refund-card-${dialect}.brollopssida.se`)
    })
    afterAll(async () => {
      await t?.close()
      await fake?.close()
    })

    const pay = async (orderId: string) => {
      const res = await call(t, 'POST', `/api/orders/${orderId}/payment/stripe`, scene.owner.cookie, {})
      expect(res.statusCode, res.body).toBe(200)
      const { client_secret, reference } = res.json() as { client_secret: string; reference: string }
      return { reference, intentId: client_secret.split('_secret_')[0] ?? '' }
    }
    const webhook = (intentId: string) => {
      const event = fake.signedEvent('payment_intent.succeeded', intentId)
      return t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { host: APP_HOST, 'content-type': 'application/json', 'stripe-signature': event.header },
        payload: event.payload,
      })
    }
    const mails = async (subject: string) =>
      (await t.services.outbox.latest(200)).filter(
        (m) => m.to_address === scene.owner.mail && m.subject.includes(subject),
      )

    it('refunds the second payment once through Stripe, tells the owner once, and sends one receipt', async () => {
      const printId = await makePrint(t, scene.owner.cookie, scene.siteId)
      const orderId = await makeOrder(t, scene.owner.cookie, scene.siteId, printId)
      const first = await pay(orderId)
      clock = new Date(start.getTime() + 16 * 60_000)
      const second = await pay(orderId)
      await browser.paymentIntents.confirm(first.intentId, { payment_method: 'pm_card_visa' })
      await browser.paymentIntents.confirm(second.intentId, { payment_method: 'pm_card_visa' })

      expect((await webhook(first.intentId)).statusCode).toBe(200)
      const answers = await Promise.all([
        webhook(second.intentId),
        webhook(second.intentId),
        call(t, 'GET', `/api/sites/${scene.siteId}/payment/stripe/${second.reference}`, scene.owner.cookie),
      ])
      for (const res of answers) expect(res.statusCode, res.body).toBe(200)
      expect((await webhook(second.intentId)).statusCode).toBe(200)
      const refunded = [expect.objectContaining({ payment_intent: second.intentId, amount: 69500 })]
      expect([...fake.refunds.values()]).toEqual(refunded)
      // The refunds job finds nothing left to do.
      await t.job('payment-refunds').run(new Date())
      expect([...fake.refunds.values()]).toEqual(refunded)
      expect(fake.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1)
      expect(fake.calls.find((c) => c.path === '/v1/refunds')?.idempotencyKey).toBe(
        `refund-${second.reference}`,
      )
      expect(await t.services.payments.findByReference(second.reference)).toMatchObject({
        status: 'refunded',
        refund_id: [...fake.refunds.keys()][0],
      })
      expect(await t.services.payments.findByReference(first.reference)).toMatchObject({ status: 'paid' })
      const order = (await call(t, 'GET', `/api/orders/${orderId}`, scene.owner.cookie)).json()
      expect(order.status).toBe('paid')

      const refundMails = await mails('Återbetalning')
      expect(refundMails).toHaveLength(1)
      expect(refundMails[0]?.text_body).toContain(second.reference)
      expect(refundMails[0]?.text_body).toContain('Ordern var redan betald')
      expect(refundMails[0]?.text_body).toContain('695:-')
      const receipts = (await receiptMails(t, scene.owner.mail)).filter(
        (m) => m.text_body.includes(first.reference) || m.text_body.includes(second.reference),
      )
      expect(receipts.map((m) => m.subject)).toEqual([expect.stringContaining(first.reference)])
      expect(await mails('Orderbekräftelse')).toHaveLength(1)
      // No receipt for what was refunded.
      const receipt = await call(
        t,
        'GET',
        `/api/sites/${scene.siteId}/payment/receipt/${second.reference}`,
        scene.owner.cookie,
      )
      expect(receipt.statusCode).toBe(404)
    })

    it('takes a payment refunded already at Stripe (by hand, or past the idempotency window) as refunded', async () => {
      clock = start
      const printId = await makePrint(t, scene.owner.cookie, scene.siteId)
      const orderId = await makeOrder(t, scene.owner.cookie, scene.siteId, printId)
      const first = await pay(orderId)
      clock = new Date(start.getTime() + 16 * 60_000)
      const second = await pay(orderId)
      await browser.paymentIntents.confirm(first.intentId, { payment_method: 'pm_card_visa' })
      await browser.paymentIntents.confirm(second.intentId, { payment_method: 'pm_card_visa' })
      expect((await webhook(first.intentId)).statusCode).toBe(200)
      await browser.refunds.create({ payment_intent: second.intentId })
      expect((await webhook(second.intentId)).statusCode).toBe(200)
      expect([...fake.refunds.values()].filter((r) => r.payment_intent === second.intentId)).toHaveLength(1)
      expect(await t.services.payments.findByReference(second.reference)).toMatchObject({
        status: 'refunded',
        refund_id: second.intentId,
      })
    })
  },
)
