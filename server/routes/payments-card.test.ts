import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMonths } from '#domain/calendar.ts'
import type { CardIntentStatus, CardProvider } from '../integrations/card/card-provider.ts'
import { call, type PaymentScene, paymentScene, receiptMails } from '../test/payments-kit.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('card payments and receipts on %s', (dialect) => {
  let t: TestApp
  let scene: PaymentScene
  const now = new Date('2027-03-01T10:00:00Z')

  beforeAll(async () => {
    // The embedded card simulator, as configured by default outside production.
    t = await createTestApp(dialect, { clock: () => now })
    scene = await paymentScene(t, `kort-${dialect}.brollopssida.se`)
  })
  afterAll(async () => t?.close())

  const start = (cookie = scene.owner.cookie) =>
    call(t, 'POST', `/api/sites/${scene.siteId}/payment/stripe`, cookie, {
      paymentProduct: 'extend_subdomain',
    })
  const confirm = (clientSecret: string, cardNumber: string) =>
    call(t, 'POST', '/api/card-simulator/confirm', undefined, { client_secret: clientSecret, cardNumber })
  const status = (reference: string, cookie = scene.owner.cookie) =>
    call(t, 'GET', `/api/sites/${scene.siteId}/payment/stripe/${reference}`, cookie)
  const receipt = (reference: string, cookie = scene.owner.cookie) =>
    call(t, 'GET', `/api/sites/${scene.siteId}/payment/receipt/${reference}`, cookie)

  it('declines the declined test card with 402 and leaves the payment open, then pays with the good card', async () => {
    const before = (await t.services.sites.findById(scene.siteId))?.active_expire_date
    const started = await start()
    expect(started.statusCode).toBe(200)
    const { client_secret, reference, stripe_public_key } = started.json()
    expect(stripe_public_key).toBe('pk_simulated')
    expect((await t.services.payments.findByReference(reference))?.amount_ore).toBe(59900)

    const declined = await confirm(client_secret, '4000 0000 0000 0002')
    expect(declined.statusCode).toBe(402)
    expect(declined.json().errorDescription.sv).toMatch(/Kortet nekades/)
    expect((await status(reference)).json()).toEqual({ paymentConfirmed: false })
    expect((await receipt(reference)).statusCode).toBe(404)

    expect((await confirm(client_secret, '4242 4242 4242 4242')).statusCode).toBe(200)
    expect((await status(reference)).json()).toEqual({ paymentConfirmed: true })
    expect((await t.services.sites.findById(scene.siteId))?.active_expire_date).toBe(
      addMonths(new Date(before ?? ''), 18).toISOString(),
    )
    const mails = await receiptMails(t, scene.owner.mail)
    expect(mails.length).toBe(1)
    expect(mails[0]?.text_body).toMatch(/Betalsätt: Kort/)
  })

  it('gives the owner the receipt of a paid payment, amounts in öre with 25 % VAT', async () => {
    const { client_secret, reference } = (await start()).json()
    await confirm(client_secret, '4242424242424242')
    const res = await receipt(reference)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      product: 'extend_subdomain',
      amountWithVat: 59900,
      amountVat: 11980,
      amountWithoutVat: 47920,
      paymentMethod: 'card',
      date: now.toISOString(),
      reference,
    })
  })

  it('answers 401 and 403 on every card and receipt call, and 404 for a reference of another site', async () => {
    const { reference } = (await start()).json()
    expect((await start('')).statusCode).toBe(401)
    expect((await start(scene.stranger.cookie)).statusCode).toBe(403)
    expect((await status(reference, '')).statusCode).toBe(401)
    expect((await status(reference, scene.stranger.cookie)).statusCode).toBe(403)
    expect((await receipt(reference, '')).statusCode).toBe(401)
    expect((await receipt(reference, scene.stranger.cookie)).statusCode).toBe(403)
    const other = await paymentScene(t, `annan-${dialect}.brollopssida.se`)
    const elsewhere = await call(
      t,
      'GET',
      `/api/sites/${other.siteId}/payment/receipt/${reference}`,
      other.owner.cookie,
    )
    expect(elsewhere.statusCode).toBe(404)
  })

  it('refuses an unknown client secret with 404, never a 500', async () => {
    expect((await confirm('pi_sim_nothing_secret_x', '4242424242424242')).statusCode).toBe(404)
  })
})

/** A real-provider stand-in: signed webhooks only with the right signature, and no test-card form. */
function stripeLike(): CardProvider & { status: CardIntentStatus } {
  const provider = {
    publicKey: 'pk_test_x',
    simulated: false,
    status: 'requires_payment_method' as CardIntentStatus,
    async createPaymentIntent() {
      return { id: 'pi_1', clientSecret: 'pi_1_secret_abc' }
    },
    async retrievePaymentIntent(id: string) {
      return { id, status: provider.status, amountOre: 59900 }
    },
    parseWebhook(rawBody: Buffer, signature: string) {
      if (signature !== 'signed') throw new Error('bad signature')
      const event = JSON.parse(rawBody.toString('utf8'))
      return { type: event.type, paymentIntentId: event.data.object.id }
    },
    async refund(input: { paymentIntentId: string }) {
      return { id: `re_${input.paymentIntentId}` }
    },
    async cancel() {
      provider.status = 'canceled'
    },
  }
  return provider
}

describe.each(testDialects())('card payments with a real provider on %s', (dialect) => {
  let t: TestApp
  let scene: PaymentScene
  const card = stripeLike()

  beforeAll(async () => {
    t = await createTestApp(dialect, { card })
    scene = await paymentScene(t, `stripe-${dialect}.brollopssida.se`)
  })
  afterAll(async () => t?.close())

  const webhook = (signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { host: APP_HOST, 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }),
    })

  it('hides the simulator (404) and fulfils on a signed webhook only after reading the intent back', async () => {
    const started = await call(t, 'POST', `/api/sites/${scene.siteId}/payment/stripe`, scene.owner.cookie, {
      paymentProduct: 'extend_subdomain',
    })
    const { reference, client_secret, stripe_public_key, simulated } = started.json()
    expect({ client_secret, stripe_public_key, simulated }).toEqual({
      client_secret: 'pi_1_secret_abc',
      stripe_public_key: 'pk_test_x',
      simulated: false,
    })
    const simulator = await call(t, 'POST', '/api/card-simulator/confirm', undefined, {
      client_secret,
      cardNumber: '4242424242424242',
    })
    expect(simulator.statusCode).toBe(404)

    expect((await webhook('forged')).statusCode).toBe(400)
    // Signed, but the intent has not succeeded: nothing is fulfilled.
    expect((await webhook('signed')).statusCode).toBe(200)
    expect((await t.services.payments.findByReference(reference))?.fulfilled_at).toBeNull()

    card.status = 'succeeded'
    expect((await webhook('signed')).statusCode).toBe(200)
    expect((await t.services.payments.findByReference(reference))?.fulfilled_at).not.toBeNull()
    expect((await receiptMails(t, scene.owner.mail)).length).toBe(1)
    expect((await webhook('signed')).statusCode).toBe(200)
    expect((await receiptMails(t, scene.owner.mail)).length).toBe(1)
  })
})
