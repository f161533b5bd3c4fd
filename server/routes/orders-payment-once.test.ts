import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SwishUnavailableError } from '../integrations/swish/swish-provider.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { type ControlledSwish, controlledSwish } from '../test/payments-kit.ts'
import { call, makeOrder, makePrint } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const IN_PROGRESS = {
  sv: 'En betalning av ordern pågår redan. Slutför den, eller försök igen om en kvart om den inte blev av.',
  en: 'A payment of the order is already in progress. Finish it, or try again in a quarter of an hour if it falls through.',
  da: 'En betaling af ordren er allerede i gang. Gennemfør den, eller prøv igen om et kvarter, hvis den ikke bliver til noget.',
}

// Issue 29 item 2: two payments of one order started at once both went through to the provider.
describe.each(testDialects())('one payment of an order at a time on %s', (dialect) => {
  let t: TestApp
  let swish: ControlledSwish
  let owner: TestAccount
  let siteId: string
  let printId: string
  const start = new Date('2027-05-01T10:00:00Z')
  let clock = start

  beforeAll(async () => {
    swish = controlledSwish()
    t = await createTestApp(dialect, { swish, clock: () => clock })
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner))._id
    printId = await makePrint(t, owner.cookie, siteId)
  })
  afterAll(async () => t?.close())

  const card = (orderId: string) => call(t, 'POST', `/api/orders/${orderId}/payment/stripe`, owner.cookie, {})
  const swishPay = (orderId: string) =>
    call(t, 'POST', `/api/orders/${orderId}/payment/swish`, owner.cookie, { payerAlias: '0701234567' })
  const paymentsOf = async (orderId: string) =>
    (
      await t.services.payments.listForAccount((await t.services.sites.findById(siteId))?.account_id ?? '')
    ).filter((p) => p.order_id === orderId)

  it('lets exactly one of two concurrent card payments start; the other answers 409', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const answers = await Promise.all([card(orderId), card(orderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const refused = answers.find((a) => a.statusCode === 409)
    expect(refused?.json()).toMatchObject({ isErrorResponse: true, errorDescription: IN_PROGRESS })
    expect(await paymentsOf(orderId)).toHaveLength(1)
  })

  it('lets exactly one of a Swish and a card payment started together through', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const answers = await Promise.all([swishPay(orderId), card(orderId), swishPay(orderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    expect(await paymentsOf(orderId)).toHaveLength(1)
  })

  it('frees the order when its payment ends unpaid, and after the hold’s 15 minutes', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const first = await swishPay(orderId)
    expect(first.statusCode).toBe(200)
    expect((await card(orderId)).statusCode).toBe(409)
    swish.set(first.json().swishId, 'DECLINED')
    await call(t, 'GET', `/api/swishPayments/${first.json().swishId}`, owner.cookie)
    expect((await card(orderId)).statusCode).toBe(200)
    expect((await swishPay(orderId)).statusCode).toBe(409)
    clock = new Date(start.getTime() + 16 * 60_000)
    try {
      expect((await swishPay(orderId)).statusCode).toBe(200)
    } finally {
      clock = start
    }
  })

  it('keeps a refund whose Swish call failed pending, and the refunds job makes it once', async () => {
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    const first = (await swishPay(orderId)).json().swishId as string
    clock = new Date(start.getTime() + 16 * 60_000)
    try {
      const second = (await swishPay(orderId)).json().swishId as string
      swish.set(first, 'PAID')
      swish.set(second, 'PAID')
      expect((await call(t, 'GET', `/api/swishPayments/${first}`, owner.cookie)).json().status).toBe('PAID')
      const refunds = swish.refunds.length
      const working = swish.refund
      swish.refund = async () => {
        throw new SwishUnavailableError('Swish could not be reached')
      }
      const polled = await call(t, 'GET', `/api/swishPayments/${second}`, owner.cookie)
      expect(polled.json().status).toBe('ERROR')
      expect(await t.services.payments.findByReference(second)).toMatchObject({
        status: 'refund_pending',
        refund_claimed_at: null,
        refund_error: expect.stringContaining('could not be reached'),
      })
      await t.job('payment-refunds').run(clock)
      expect(swish.refunds.length).toBe(refunds)
      swish.refund = working
      await Promise.all([t.job('payment-refunds').run(clock), t.job('payment-refunds').run(clock)])
      await call(t, 'POST', '/api/swish/callback', undefined, { id: second })
      expect(swish.refunds.slice(refunds)).toEqual([
        expect.objectContaining({ originalPaymentReference: `P${second.slice(1)}`, amountOre: 69500 }),
      ])
      expect(await t.services.payments.findByReference(second)).toMatchObject({ status: 'refunded' })
      const told = (await t.services.outbox.latest(200)).filter((m) => m.text_body.includes(second))
      expect(told.map((m) => m.subject)).toEqual([expect.stringContaining('Återbetalning')])
    } finally {
      clock = start
    }
  })
})
