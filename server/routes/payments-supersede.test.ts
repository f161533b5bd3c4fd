import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../integrations/card/fake-stripe-server.ts'
import { stripeCardProvider } from '../integrations/card/stripe-card-provider.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { type ControlledSwish, controlledSwish } from '../test/payments-kit.ts'
import { call, makeOrder, makePrint } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { startPurchase } from './hosts-kit.ts'

const IN_PROGRESS = {
  sv: 'En betalning av ordern pågår redan. Slutför den, eller försök igen om en kvart om den inte blev av.',
  en: 'A payment of the order is already in progress. Finish it, or try again in a quarter of an hour if it falls through.',
  da: 'En betaling af ordren er allerede i gang. Gennemfør den, eller prøv igen om et kvarter, hvis den ikke bliver til noget.',
}

// Choosing "Kort" in the payment dialog starts a card payment before any card is entered; a couple
// who then chose Swish (or opened the dialog again) got the order's 409 for a quarter of an hour.
describe.each(testDialects())('a new payment start takes over an unpaid card payment on %s', (dialect) => {
  let t: TestApp
  let fake: FakeStripe
  let browser: Stripe
  let swish: ControlledSwish
  let owner: TestAccount
  let siteId: string
  let printId: string
  let accountId: string
  let clock = new Date('2027-07-01T10:00:00Z')
  // The owner's next click, a few seconds after the card form opened.
  const later = () => {
    clock = new Date(clock.getTime() + 5_000)
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    const card = stripeCardProvider({
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      api: fake.api,
    })
    browser = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 })
    swish = controlledSwish()
    t = await createTestApp(dialect, { card, swish, clock: () => clock })
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner))._id
    printId = await makePrint(t, owner.cookie, siteId)
    accountId = (await t.services.sites.findById(siteId))?.account_id ?? ''
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const card = async (orderId: string) => {
    const res = await call(t, 'POST', `/api/orders/${orderId}/payment/stripe`, owner.cookie, {})
    expect(res.statusCode, res.body).toBe(200)
    const { client_secret, reference } = res.json() as { client_secret: string; reference: string }
    return { reference, intentId: client_secret.split('_secret_')[0] ?? '' }
  }
  const swishPay = (orderId: string) =>
    call(t, 'POST', `/api/orders/${orderId}/payment/swish`, owner.cookie, { payerAlias: '0701234567' })
  const cancels = (intentId: string) =>
    fake.calls.filter((c) => c.method === 'POST' && c.path === `/v1/payment_intents/${intentId}/cancel`)
  const statusOf = async (reference: string) => (await t.services.payments.findByReference(reference))?.status

  it('cancels the unpaid card intent at Stripe when the owner chooses Swish instead', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const started = await card(orderId)
    later()
    const res = await swishPay(orderId)
    expect(res.statusCode, res.body).toBe(200)
    expect(cancels(started.intentId)).toHaveLength(1)
    expect(fake.intents.get(started.intentId)?.status).toBe('canceled')
    expect(await statusOf(started.reference)).toBe('cancelled')
    expect(await statusOf(res.json().swishId)).toBe('created')
    // The cancelled form can no longer pay.
    await expect(
      browser.paymentIntents.confirm(started.intentId, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' })
  })

  it('lets the dialog opened again start a second card payment, the first cancelled', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const first = await card(orderId)
    later()
    const second = await card(orderId)
    expect(second.intentId).not.toBe(first.intentId)
    expect(fake.intents.get(first.intentId)?.status).toBe('canceled')
    expect(await statusOf(first.reference)).toBe('cancelled')
    expect(await statusOf(second.reference)).toBe('created')
  })

  it('answers 409 when the card was paid meanwhile, fulfils it, and starts no Swish payment', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const started = await card(orderId)
    await browser.paymentIntents.confirm(started.intentId, { payment_method: 'pm_card_visa' })
    const requests = swish.requests.size
    later()
    const res = await swishPay(orderId)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ isErrorResponse: true, errorDescription: IN_PROGRESS })
    expect(cancels(started.intentId)).toHaveLength(1)
    expect(fake.intents.get(started.intentId)?.status).toBe('succeeded')
    expect(swish.requests.size).toBe(requests)
    expect(await statusOf(started.reference)).toBe('paid')
    const paid = (await t.services.payments.listForAccount(accountId)).filter(
      (p) => p.order_id === orderId && p.status !== 'cancelled',
    )
    expect(paid.map((p) => p.status)).toEqual(['paid'])
    expect(fake.refunds.size).toBe(0)
  })

  it('lets exactly one of two concurrent starts after an unpaid card start through', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const started = await card(orderId)
    later()
    const answers = await Promise.all([swishPay(orderId), swishPay(orderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(fake.intents.get(started.intentId)?.status).toBe('canceled')
    const open = (await t.services.payments.listForAccount(accountId)).filter(
      (p) => p.order_id === orderId && p.status === 'created',
    )
    expect(open).toHaveLength(1)
  })

  it('lets one of two overlapping card starts through: the later never cancels a start still answering', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const start = () => call(t, 'POST', `/api/orders/${orderId}/payment/stripe`, owner.cookie, {})
    const answers = await Promise.all([start(), start()])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const won = answers.find((a) => a.statusCode === 200)?.json().client_secret as string
    expect(fake.intents.get(won.split('_secret_')[0] ?? '')?.status).toBe('requires_payment_method')
  })

  it('keeps a Swish payment in progress: a card start answers 409 and Swish is not touched', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const first = await swishPay(orderId)
    expect(first.statusCode).toBe(200)
    later()
    const res = await call(t, 'POST', `/api/orders/${orderId}/payment/stripe`, owner.cookie, {})
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ errorDescription: IN_PROGRESS })
    expect(await statusOf(first.json().swishId)).toBe('created')
  })

  it('takes over a name held by the owner’s unpaid card payment, never another account’s', async () => {
    const host = `byte-${dialect}`
    const res = await call(t, 'POST', `/api/sites/${siteId}/payment/stripe`, owner.cookie, {
      paymentProduct: 'subdomain',
      host,
    })
    expect(res.statusCode, res.body).toBe(200)
    const intentId = (res.json().client_secret as string).split('_secret_')[0] ?? ''
    const stranger = await makeAccount(t.app)
    const strangerSite = (await makeSite(t.app, stranger))._id
    later()
    expect((await startPurchase(t, strangerSite, stranger.cookie, 'subdomain', { host })).statusCode).toBe(
      409,
    )
    expect(fake.intents.get(intentId)?.status).toBe('requires_payment_method')
    later()
    const mine = await startPurchase(t, siteId, owner.cookie, 'subdomain', { host })
    expect(mine.statusCode, mine.body).toBe(200)
    expect(fake.intents.get(intentId)?.status).toBe('canceled')
  })
})
