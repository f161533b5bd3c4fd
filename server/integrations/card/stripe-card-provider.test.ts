import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CARD_UNEXPECTED_STATE,
  type CardProvider,
  CardRequestError,
  CardUnavailableError,
} from './card-provider.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe-server.ts'
import { stripeCardProvider } from './stripe-card-provider.ts'

let fake: FakeStripe
let card: CardProvider
/** What Stripe.js does in the browser: confirm the intent with a card. */
let browser: Stripe

beforeAll(async () => {
  fake = await startFakeStripe()
  card = stripeCardProvider({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    api: fake.api,
  })
  browser = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 })
})

afterAll(() => fake.close())

const intent = { reference: 'F3A9C0', amountOre: 59900, description: 'Bröllopssida 18 månader' }

describe('stripeCardProvider against a fake of the PaymentIntents API', () => {
  it('creates an intent in öre and SEK with our reference, once per reference', async () => {
    const created = await card.createPaymentIntent(intent)
    expect(created.clientSecret.startsWith(`${created.id}_secret_`)).toBe(true)
    expect(fake.intents.get(created.id)).toMatchObject({
      amount: 59900,
      currency: 'sek',
      description: 'Bröllopssida 18 månader',
      metadata: { reference: 'F3A9C0' },
    })
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', idempotencyKey: 'payment-F3A9C0' })
    expect(await card.createPaymentIntent(intent)).toEqual(created)
    expect(card.publicKey).toBe(fake.publishableKey)
    expect(card.simulated).toBe(false)
    expect(card.confirmSimulated).toBeUndefined()
  })

  it('reads back the intent’s status as the browser confirms it', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'PAYS' })
    expect(await card.retrievePaymentIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountOre: 59900,
      reference: 'PAYS',
    })
    await browser.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' })
    expect((await card.retrievePaymentIntent(id)).status).toBe('succeeded')
  })

  it('keeps a declined intent waiting for another card', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'DECLINES' })
    await expect(
      browser.paymentIntents.confirm(id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
    })
    expect((await card.retrievePaymentIntent(id)).status).toBe('requires_payment_method')
  })

  it('turns Stripe’s refusals into CardRequestError and a wrong key into one too', async () => {
    await expect(card.retrievePaymentIntent('pi_unknown')).rejects.toMatchObject({
      status: 404,
      code: 'resource_missing',
    })
    await expect(
      card.createPaymentIntent({ ...intent, reference: 'SMALL', amountOre: 100 }),
    ).rejects.toBeInstanceOf(CardRequestError)
    const wrongKey = stripeCardProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      api: fake.api,
    })
    await expect(wrongKey.retrievePaymentIntent('pi_x')).rejects.toMatchObject({ status: 401 })
  })

  it('calls Stripe unreachable when nothing answers', async () => {
    const nowhere = stripeCardProvider({
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      api: { protocol: 'http', host: '127.0.0.1', port: 9 },
    })
    await expect(nowhere.retrievePaymentIntent('pi_x')).rejects.toBeInstanceOf(CardUnavailableError)
  })
})

describe('stripeCardProvider.refund', () => {
  it('refunds a succeeded intent in full, once per reference however often it is called', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'REFUNDS' })
    await browser.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' })
    const refund = await card.refund({ paymentIntentId: id, reference: 'REFUNDS' })
    expect(refund.id).toMatch(/^re_/)
    expect(fake.refunds.get(refund.id)).toMatchObject({
      payment_intent: id,
      amount: 59900,
      currency: 'sek',
      metadata: { reference: 'REFUNDS' },
    })
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund-REFUNDS',
    })
    expect(await card.refund({ paymentIntentId: id, reference: 'REFUNDS' })).toEqual(refund)
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === id)).toHaveLength(1)
  })

  it('is refused for an intent that was never paid, and for an unknown one', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'UNPAID' })
    await expect(card.refund({ paymentIntentId: id, reference: 'UNPAID' })).rejects.toMatchObject({
      status: 400,
      code: 'charge_not_refundable',
    })
    await expect(card.refund({ paymentIntentId: 'pi_nobody', reference: 'NOBODY' })).rejects.toBeInstanceOf(
      CardRequestError,
    )
  })
})

describe('stripeCardProvider.parseWebhook', () => {
  it('cancels an unpaid intent, which no card can pay afterwards', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'CANCELS' })
    await card.cancel(id)
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${id}/cancel` })
    expect(fake.intents.get(id)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' })
    expect((await card.retrievePaymentIntent(id)).status).toBe('canceled')
    await expect(
      browser.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    })
  })

  it('refuses to cancel a paid, processing or cancelled intent with payment_intent_unexpected_state', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'PAID-NO-CANCEL' })
    await browser.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' })
    const refused = { status: 400, code: CARD_UNEXPECTED_STATE }
    await expect(card.cancel(id)).rejects.toBeInstanceOf(CardRequestError)
    await expect(card.cancel(id)).rejects.toMatchObject(refused)
    expect(fake.intents.get(id)?.status).toBe('succeeded')
    const processing = await card.createPaymentIntent({ ...intent, reference: 'PROCESSING' })
    const held = fake.intents.get(processing.id)
    if (held) held.status = 'processing'
    await expect(card.cancel(processing.id)).rejects.toMatchObject(refused)
    const twice = await card.createPaymentIntent({ ...intent, reference: 'CANCEL-TWICE' })
    await card.cancel(twice.id)
    await expect(card.cancel(twice.id)).rejects.toMatchObject(refused)
    await expect(card.cancel('pi_unknown')).rejects.toMatchObject({ status: 404, code: 'resource_missing' })
  })

  it('accepts an event signed with the webhook secret and names its intent', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'HOOK' })
    const { payload, header } = fake.signedEvent('payment_intent.succeeded', id)
    expect(card.parseWebhook(Buffer.from(payload), header)).toEqual({
      type: 'payment_intent.succeeded',
      paymentIntentId: id,
    })
  })

  it('refuses a forged signature, a changed body and a missing header', async () => {
    const { id } = await card.createPaymentIntent({ ...intent, reference: 'FORGED' })
    const forged = fake.signedEvent('payment_intent.succeeded', id, 'whsec_someone_else')
    expect(() => card.parseWebhook(Buffer.from(forged.payload), forged.header)).toThrow(CardRequestError)
    const real = fake.signedEvent('payment_intent.succeeded', id)
    const changed = real.payload.replace('"amount":59900', '"amount":1')
    expect(() => card.parseWebhook(Buffer.from(changed), real.header)).toThrow(/signature/i)
    expect(() => card.parseWebhook(Buffer.from(real.payload), '')).toThrow(CardRequestError)
  })
})
