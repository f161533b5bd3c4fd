import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { type ControlledSwish, call, controlledSwish, receiptMails } from '../test/payments-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { buy, startPurchase } from './hosts-kit.ts'

const TOO_MANY = {
  sv: 'Du har redan 3 adresser reserverade för betalningar som inte är klara. Slutför en av dem, eller försök igen om en kvart.',
  en: 'You already have 3 addresses reserved for payments that are not finished. Finish one of them, or try again in a quarter of an hour.',
  da: 'Du har allerede 3 adresser reserveret til betalinger, der ikke er gennemført. Gennemfør en af dem, eller prøv igen om et kvarter.',
}

// Issue 29 item 7: card payments never paid held names for 15 minutes each, renewable without end;
// and item 2: a domain paid by a payment whose hold ran out, after another site bought it.
describe.each(testDialects())('holds of names by payments in progress on %s', (dialect) => {
  let t: TestApp
  let swish: ControlledSwish
  const start = new Date('2027-04-01T10:00:00Z')
  let clock = start

  beforeAll(async () => {
    swish = controlledSwish()
    t = await createTestApp(dialect, { clock: () => clock, swish })
  })
  afterAll(async () => t?.close())

  const buyer = async () => {
    const account = await makeAccount(t.app)
    return { account, siteId: (await makeSite(t.app, account))._id }
  }
  const cardFor = (b: { account: TestAccount; siteId: string }, host: string) =>
    call(t, 'POST', `/api/sites/${b.siteId}/payment/stripe`, b.account.cookie, {
      paymentProduct: 'subdomain',
      host,
    })

  it('lets one account hold 3 names with unpaid card payments; a 4th answers 409 until one ends', async () => {
    const owner = await buyer()
    const names = ['ett', 'tva', 'tre', 'fyra'].map((n) => `${n}-grans-${dialect}`)
    for (const name of names.slice(0, 3)) expect((await cardFor(owner, name ?? '')).statusCode).toBe(200)
    const fourth = await cardFor(owner, names[3] ?? '')
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json()).toMatchObject({ isErrorResponse: true, errorDescription: TOO_MANY })
    // By Swish too, and for a second site of the same account.
    const second = { account: owner.account, siteId: (await makeSite(t.app, owner.account))._id }
    expect(
      (await startPurchase(t, second.siteId, owner.account.cookie, 'subdomain', { host: names[3] }))
        .statusCode,
    ).toBe(409)
    // Another account is not held back by this one.
    expect((await cardFor(await buyer(), names[3] ?? '')).statusCode).toBe(200)
    // Once the holds have run out, the account may start again.
    clock = new Date(start.getTime() + 16 * 60_000)
    try {
      expect((await cardFor(owner, `fem-grans-${dialect}`)).statusCode).toBe(200)
    } finally {
      clock = start
    }
  })

  it('lets 3 of 5 concurrent starts of one account through, whatever the race', async () => {
    const owner = await buyer()
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => cardFor(owner, `samtidig-${i}-${dialect}`)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409, 409])
  })

  it('frees a hold when its Swish payment ends unpaid', async () => {
    const owner = await buyer()
    const started = await startPurchase(t, owner.siteId, owner.account.cookie, 'subdomain', {
      host: `swish-1-${dialect}`,
    })
    for (const n of [2, 3]) expect((await cardFor(owner, `swish-${n}-${dialect}`)).statusCode).toBe(200)
    expect((await cardFor(owner, `swish-4-${dialect}`)).statusCode).toBe(409)
    swish.set(started.json().swishId, 'DECLINED')
    await call(t, 'GET', `/api/swishPayments/${started.json().swishId}`, owner.account.cookie)
    expect((await cardFor(owner, `swish-4-${dialect}`)).statusCode).toBe(200)
  })

  it('refunds a domain paid after another site registered it when the hold ran out, and sends no receipt', async () => {
    const slow = await buyer()
    const quick = await buyer()
    const domain = `sen-doman-${dialect}.com`
    const started = await startPurchase(t, slow.siteId, slow.account.cookie, 'domain_name', {
      domain,
    })
    expect(started.statusCode, started.body).toBe(200)
    const swishId = started.json().swishId as string
    clock = new Date(start.getTime() + 16 * 60_000)
    try {
      await buy(t, swish, quick.siteId, quick.account.cookie, 'domain_name', { domain })
      swish.set(swishId, 'PAID')
      const polls = await Promise.all([
        call(t, 'GET', `/api/swishPayments/${swishId}`, slow.account.cookie),
        call(t, 'GET', `/api/swishPayments/${swishId}`, slow.account.cookie),
        call(t, 'POST', '/api/swish/callback', undefined, { id: swishId }),
      ])
      for (const res of polls) expect(res.statusCode, res.body).toBe(200)
      expect(polls[0]?.json()).toEqual({
        status: 'ERROR',
        errorMessage: 'Betalningen återbetalas eftersom det redan var betalt.',
      })
      expect(swish.refunds.filter((r) => r.originalPaymentReference === `P${swishId.slice(1)}`)).toHaveLength(
        1,
      )
      expect(await t.services.payments.findByReference(swishId)).toMatchObject({ status: 'refunded' })
      const site = await t.services.sites.findById(slow.siteId)
      expect(site?.active).toBe(0)
      expect(await receiptMails(t, slow.account.mail)).toHaveLength(0)
      const told = (await t.services.outbox.latest(200)).filter((m) => m.to_address === slow.account.mail)
      expect(told.map((m) => m.subject)).toEqual([expect.stringContaining('Återbetalning')])
    } finally {
      clock = start
    }
  })
})
