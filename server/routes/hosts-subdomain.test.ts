import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMonths } from '#domain/calendar.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { type ControlledSwish, call, controlledSwish, paymentScene } from '../test/payments-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { buy, put, startPurchase, visit } from './hosts-kit.ts'

describe.each(testDialects())('subdomains on %s', (dialect) => {
  let t: TestApp
  let swish: ControlledSwish
  let owner: TestAccount
  let siteId: string
  const now = new Date('2027-03-01T10:00:00Z')
  let clock = now

  beforeAll(async () => {
    swish = controlledSwish()
    t = await createTestApp(dialect, { clock: () => clock, swish })
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner))._id
  })
  afterAll(async () => t?.close())

  const available = (host: string, id = siteId, cookie = owner.cookie) =>
    call(t, 'GET', `/api/sites/${id}/host/subdomain-available/${encodeURIComponent(host)}`, cookie)
  const siteOf = async (id: string, cookie: string) =>
    (await call(t, 'GET', `/api/sites/${id}`, cookie)).json()

  it('keeps the rules of a DNS label, transliterating å ä ö é, with clear 400s', async () => {
    expect((await available('Åsa & Öjvind Éclair')).json()).toEqual({ available: true })
    for (const [host, text] of [
      ['ab', 'Adressen måste vara 3–63 tecken lång.'],
      ['a'.repeat(64), 'Adressen måste vara 3–63 tecken lång.'],
      ['-anna', 'Adressen får inte börja eller sluta med bindestreck.'],
      ['anna-', 'Adressen får inte börja eller sluta med bindestreck.'],
    ]) {
      const res = await available(host ?? '')
      expect(res.statusCode, host).toBe(400)
      expect(res.json().errorDescription.sv).toBe(text)
    }
  })

  it('answers false for reserved names and for another site’s host, true for the site’s own', async () => {
    for (const name of ['www', 'api', 'demo', 'admin', 'mail', 'brollopssida', 'festhemsida']) {
      expect((await available(name)).json(), name).toEqual({ available: false })
    }
    const other = await paymentScene(t, `upptagen-sub-${dialect}.brollopssida.se`)
    expect((await available(`upptagen-sub-${dialect}`)).json()).toEqual({ available: false })
    expect((await available(`upptagen-sub-${dialect}.brollopssida.se`)).json()).toEqual({ available: false })
    expect((await available(`upptagen-sub-${dialect}`, other.siteId, other.owner.cookie)).json()).toEqual({
      available: true,
    })
  })

  it('answers 401 to anonymous callers and 403 to strangers', async () => {
    const stranger = await makeAccount(t.app)
    expect((await available('ledigt-namn', siteId, '')).statusCode).toBe(401)
    expect((await available('ledigt-namn', siteId, stranger.cookie)).statusCode).toBe(403)
    expect((await put(t, `/api/sites/${siteId}/host`, stranger.cookie, { host: 'x-y-z' })).statusCode).toBe(
      403,
    )
  })

  it('moves only a paid site: 402 before payment, with nothing written', async () => {
    const res = await put(t, `/api/sites/${siteId}/host`, owner.cookie, { host: 'gratis-flytt' })
    expect(res.statusCode).toBe(402)
    expect(res.json().errorDescription.sv).toMatch(/ingen betald adress/)
    expect((await t.services.sites.findById(siteId))?.host).toBeNull()
  })

  it('buys a subdomain: the payment holds the chosen host, and PAID publishes the site on it', async () => {
    const revision = (await siteOf(siteId, owner.cookie)).revision
    const reference = await buy(t, swish, siteId, owner.cookie, 'subdomain', {
      host: `Anna & Pelle ${dialect}`,
    })
    const payment = await t.services.payments.findByReference(reference)
    expect(payment).toMatchObject({
      host: `anna-och-pelle-${dialect}.brollopssida.se`,
      amount_ore: 59900,
      months: 18,
    })
    const site = await siteOf(siteId, owner.cookie)
    expect(site).toMatchObject({
      host: `anna-och-pelle-${dialect}.brollopssida.se`,
      active: true,
      activeDate: now.toISOString(),
      activeExpireDate: addMonths(now, 18).toISOString(),
      customDomainActive: false,
      customDomainActiveDate: null,
      // Publishing is no save: the owner's open editor keeps its revision.
      revision,
    })
    const page = await visit(t, `anna-och-pelle-${dialect}.brollopssida.localhost:3000`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Lisa &amp; Johan')
  })

  it('moves a paid site to another free subdomain free of charge; the old one is free again', async () => {
    const payments = (await t.services.payments.listForAccount(await ownerId())).length
    const taken = await paymentScene(t, `flytt-upptagen-${dialect}.brollopssida.se`)
    const refused = await put(t, `/api/sites/${siteId}/host`, owner.cookie, {
      host: `flytt-upptagen-${dialect}`,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errorDescription.sv).toMatch(/redan upptagen/)
    const reserved = await put(t, `/api/sites/${siteId}/host`, owner.cookie, { host: 'admin' })
    expect(reserved.statusCode).toBe(409)
    const moved = await put(t, `/api/sites/${siteId}/host`, owner.cookie, { host: `nytt-namn-${dialect}` })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      host: `nytt-namn-${dialect}.brollopssida.se`,
      customDomainActive: false,
    })
    expect((await t.services.payments.listForAccount(await ownerId())).length).toBe(payments)
    expect((await visit(t, `nytt-namn-${dialect}.brollopssida.localhost:3000`)).statusCode).toBe(200)
    expect((await visit(t, `anna-och-pelle-${dialect}.brollopssida.localhost:3000`)).statusCode).toBe(404)
    expect((await available(`anna-och-pelle-${dialect}`, taken.siteId, taken.owner.cookie)).json()).toEqual({
      available: true,
    })
  })

  it('lets exactly one of several concurrent purchases of one name start; the others get 409', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const account = await makeAccount(t.app)
        return { account, siteId: (await makeSite(t.app, account))._id }
      }),
    )
    const name = `kapplopning-${dialect}`
    const answers = await Promise.all(
      buyers.map((b) => startPurchase(t, b.siteId, b.account.cookie, 'subdomain', { host: name })),
    )
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409])
    const refusal = answers.find((a) => a.statusCode === 409)
    expect(refusal?.json().errorDescription.sv).toBe(
      `Någon håller just nu på att köpa ${name}.brollopssida.se. Välj en annan adress, eller försök igen om en kvart om köpet inte blev av.`,
    )
    const winner = buyers[answers.findIndex((a) => a.statusCode === 200)]
    const loser = buyers.find((b) => b !== winner)
    if (!winner || !loser) throw new Error('no winner')
    // The name is not available to the others while the payment is open, but is to its buyer.
    expect((await available(name, loser.siteId, loser.account.cookie)).json()).toEqual({ available: false })
    expect((await available(name, winner.siteId, winner.account.cookie)).json()).toEqual({ available: true })
    // The winner's payment is declined: the name is free for the next buyer.
    const swishId = answers.find((a) => a.statusCode === 200)?.json().swishId as string
    swish.set(swishId, 'DECLINED')
    await call(t, 'GET', `/api/swishPayments/${swishId}`, winner.account.cookie)
    expect((await available(name, loser.siteId, loser.account.cookie)).json()).toEqual({ available: true })
    await buy(t, swish, loser.siteId, loser.account.cookie, 'subdomain', { host: name })
    expect((await t.services.sites.findById(loser.siteId))?.host).toBe(`${name}.brollopssida.se`)
    // Bought: taken for everyone else, whatever they try.
    const late = await startPurchase(t, winner.siteId, winner.account.cookie, 'subdomain', { host: name })
    expect(late.statusCode).toBe(409)
    expect(late.json().errorDescription.sv).toMatch(/redan upptagen/)
  })

  it('publishes a site paid after its hold ran out and the name went to another, without the name', async () => {
    const [slow, quick] = await Promise.all(
      [0, 1].map(async () => {
        const account = await makeAccount(t.app)
        return { account, siteId: (await makeSite(t.app, account))._id }
      }),
    )
    if (!slow || !quick) throw new Error('no sites')
    const name = `langsam-${dialect}`
    const started = await startPurchase(t, slow.siteId, slow.account.cookie, 'subdomain', { host: name })
    expect(started.statusCode).toBe(200)
    expect(
      (await startPurchase(t, quick.siteId, quick.account.cookie, 'subdomain', { host: name })).statusCode,
    ).toBe(409)
    clock = new Date(now.getTime() + 16 * 60_000)
    try {
      await buy(t, swish, quick.siteId, quick.account.cookie, 'subdomain', { host: name })
      swish.set(started.json().swishId, 'PAID')
      const polled = await call(t, 'GET', `/api/swishPayments/${started.json().swishId}`, slow.account.cookie)
      expect(polled.json().status).toBe('PAID')
      expect(await t.services.sites.findById(slow.siteId)).toMatchObject({ active: 1, host: null })
      expect((await t.services.sites.findById(quick.siteId))?.host).toBe(`${name}.brollopssida.se`)
      // The slow buyer then picks another name free of charge.
      const moved = await put(t, `/api/sites/${slow.siteId}/host`, slow.account.cookie, { host: `${name}-2` })
      expect(moved.statusCode).toBe(200)
    } finally {
      clock = now
    }
  })

  it('refuses a subdomain purchase without a host for a site that has none', async () => {
    const account = await makeAccount(t.app)
    const id = (await makeSite(t.app, account))._id
    const res = await startPurchase(t, id, account.cookie, 'subdomain', {})
    expect(res.statusCode).toBe(400)
    expect(res.json().errorDescription.sv).toBe('host saknas')
  })

  async function ownerId(): Promise<string> {
    return (await t.services.sites.findById(siteId))?.account_id ?? ''
  }
})
