import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type PaymentScene, paymentScene, receiptMails } from '../../test/payments-kit.ts'
import { APP_HOST, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe-server.ts'
import { stripeCardProvider } from './stripe-card-provider.ts'

// The whole card path with the real Stripe adapter: the app creates the intent at the fake,
// the browser's confirmation goes to the fake, and a signed webhook makes the app read it back.
describe.each(testDialects())('a card payment through the Stripe adapter on %s', (dialect) => {
  let t: TestApp
  let fake: FakeStripe
  let browser: Stripe
  let scene: PaymentScene

  beforeAll(async () => {
    fake = await startFakeStripe()
    const card = stripeCardProvider({
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      api: fake.api,
    })
    browser = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 })
    t = await createTestApp(dialect, { card })
    scene = await paymentScene(t, `real-card-${dialect}.brollopssida.se`)
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const start = async () => {
    const res = await call(t, 'POST', `/api/sites/${scene.siteId}/payment/stripe`, scene.owner.cookie, {
      paymentProduct: 'extend_subdomain',
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { client_secret: string; reference: string; stripe_public_key: string }
  }
  const confirmed = async (reference: string) =>
    (
      await call(t, 'GET', `/api/sites/${scene.siteId}/payment/stripe/${reference}`, scene.owner.cookie)
    ).json().paymentConfirmed
  const webhook = (event: { payload: string; header: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { host: APP_HOST, 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    })
  const expiry = async () => (await t.services.sites.findById(scene.siteId))?.active_expire_date
  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? ''

  it('is paid when the signed webhook arrives and Stripe confirms it, once', async () => {
    const before = await expiry()
    const started = await start()
    expect(started.stripe_public_key).toBe(fake.publishableKey)
    const intentId = intentOf(started.client_secret)
    expect(fake.intents.get(intentId)).toMatchObject({
      amount: 59900,
      currency: 'sek',
      metadata: { reference: started.reference },
    })
    expect(await confirmed(started.reference)).toBe(false)

    // Only the simulator has a test card form.
    const simulatorConfirm = await call(t, 'POST', '/api/card-simulator/confirm', scene.owner.cookie, {
      client_secret: started.client_secret,
      cardNumber: '4242424242424242',
    })
    expect(simulatorConfirm.statusCode).toBe(404)

    // A webhook signed by someone else, claiming success, is refused.
    const forged = await webhook(fake.signedEvent('payment_intent.succeeded', intentId, 'whsec_forged'))
    expect(forged.statusCode).toBe(400)
    expect(await expiry()).toBe(before)

    await browser.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' })
    const real = await webhook(fake.signedEvent('payment_intent.succeeded', intentId))
    expect(real.statusCode, real.body).toBe(200)
    expect(await confirmed(started.reference)).toBe(true)
    const extended = await expiry()
    expect(extended).not.toBe(before)

    expect((await webhook(fake.signedEvent('payment_intent.succeeded', intentId))).statusCode).toBe(200)
    expect(await expiry()).toBe(extended)
    expect(await receiptMails(t, scene.owner.mail)).toHaveLength(1)
  })

  it('stays unpaid when the card is declined', async () => {
    const before = await expiry()
    const started = await start()
    const intentId = intentOf(started.client_secret)
    await expect(
      browser.paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      code: 'card_declined',
    })
    expect((await webhook(fake.signedEvent('payment_intent.payment_failed', intentId))).statusCode).toBe(200)
    expect(await confirmed(started.reference)).toBe(false)
    expect(await expiry()).toBe(before)
  })
})
