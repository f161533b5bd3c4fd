import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMonths } from '#domain/calendar.ts'
import {
  type ControlledSwish,
  call,
  controlledSwish,
  type PaymentScene,
  paymentScene,
  receiptMails,
} from '../test/payments-kit.ts'
import { SELLER_ENV } from '../test/seller-env.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('Swish payments on %s', (dialect) => {
  let t: TestApp
  let swish: ControlledSwish
  let scene: PaymentScene
  const now = new Date('2027-03-01T10:00:00Z')

  beforeAll(async () => {
    swish = controlledSwish()
    t = await createTestApp(dialect, { clock: () => now, swish }, SELLER_ENV)
    scene = await paymentScene(t, `swish-${dialect}.brollopssida.se`)
  })
  afterAll(async () => t?.close())

  const start = async (payload: object, cookie = scene.owner.cookie, siteId = scene.siteId) =>
    call(t, 'POST', `/api/sites/${siteId}/payment/swish`, cookie, payload)
  const poll = (swishId: string, cookie = scene.owner.cookie) =>
    call(t, 'GET', `/api/swishPayments/${swishId}`, cookie)
  const expiryOf = async (siteId = scene.siteId) =>
    (await t.services.sites.findById(siteId))?.active_expire_date

  async function startExtension(siteId = scene.siteId, cookie = scene.owner.cookie): Promise<string> {
    const res = await start(
      { payerAlias: '070-123 45 67', paymentProduct: 'extend_subdomain' },
      cookie,
      siteId,
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json().swishId
  }

  it('asks Swish for the server price, whatever amount the client sends, with the normalised number', async () => {
    const res = await start({
      payerAlias: '+46 70-123 45 67',
      paymentProduct: 'extend_subdomain',
      amount: 100,
    })
    expect(res.statusCode).toBe(200)
    const { swishId } = res.json()
    expect(swishId).toMatch(/^[0-9A-F]{32}$/)
    expect(swish.requests.get(swishId)).toMatchObject({ amountOre: 59900, payerAlias: '46701234567' })
    const payment = await t.services.payments.findByReference(swishId)
    expect(payment).toMatchObject({ amount_ore: 59900, vat_ore: 11980, months: 18, method: 'swish' })
  })

  it('answers a missing or bad number, and a number Swish refuses, with 422 and validationMessage', async () => {
    const missing = await start({ payerAlias: '  ', paymentProduct: 'extend_subdomain' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().validationMessage).toBe('Du måste uppge ditt swish-nummer')
    const bad = await start({ payerAlias: '12', paymentProduct: 'extend_subdomain' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().validationMessage).toMatch(/Swish-numret/)
    const refused = await start({ payerAlias: '0701234599', paymentProduct: 'extend_subdomain' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().validationMessage).toMatch(/kopplat till Swish/)
  })

  it('refuses a product we do not sell with 400, and one the site cannot have now with 409', async () => {
    const unknown = await start({ payerAlias: '0701234567', paymentProduct: 'gold_plated' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errorDescription.sv).toBe('Det finns ingen produkt som heter gold_plated.')
    const draft = (
      await call(t, 'POST', '/api/sites/V2', scene.owner.cookie, { site: { siteModules: [] } })
    ).json()
    const res = await start(
      { payerAlias: '0701234567', paymentProduct: 'extend_subdomain' },
      undefined,
      draft.site._id,
    )
    expect(res.statusCode).toBe(409)
  })

  it('answers NOT_SET while Swish has not answered, then each final status', async () => {
    const open = await startExtension()
    expect((await poll(open)).json()).toEqual({ status: 'NOT_SET', errorMessage: null })
    for (const [status, errorMessage] of [
      ['DECLINED', null],
      ['CANCELLED', null],
      ['ERROR', 'Bank rejected the payment'],
    ] as const) {
      const swishId = await startExtension()
      swish.set(swishId, status, errorMessage ?? undefined)
      expect((await poll(swishId)).json()).toEqual({ status, errorMessage })
      // A final status is kept: Swish is not asked again.
      const reads = swish.reads
      expect((await poll(swishId)).json().status).toBe(status)
      expect(swish.reads).toBe(reads)
    }
  })

  it('extends the site exactly once under 20 concurrent polls and a duplicate callback, with one receipt mail', async () => {
    const before = await expiryOf()
    const mailsBefore = (await receiptMails(t, scene.owner.mail)).length
    const swishId = await startExtension()
    swish.set(swishId, 'PAID')
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => poll(swishId)),
      call(t, 'POST', '/api/swish/callback', undefined, { id: swishId, status: 'PAID' }),
      call(t, 'POST', '/api/swish/callback', undefined, { id: swishId, status: 'PAID' }),
    ])
    for (const res of answers.slice(0, 20)) expect(res.json()).toEqual({ status: 'PAID', errorMessage: null })
    expect(await expiryOf()).toBe(addMonths(new Date(before ?? ''), 18).toISOString())
    const mails = await receiptMails(t, scene.owner.mail)
    expect(mails.length).toBe(mailsBefore + 1)
    expect(mails[0]?.text_body).toContain(swishId)
    expect(mails[0]?.text_body).toContain('599:-')
    // The seller named as the configuration says, and where the terms and the privacy policy are.
    expect(mails[0]?.text_body).toContain(
      [
        'Säljare: Testbolaget AB',
        'Organisationsnummer: 559123-4567',
        'Momsregistreringsnummer: SE559123456701',
        'Adress: Provgatan 2, 411 01 Göteborg',
        'E-post: kontakt@testbolaget.se',
        'Villkor: https://brollopssida.se/villkor?lang=sv',
        'Integritetspolicy: https://brollopssida.se/integritetspolicy?lang=sv',
      ].join('\n'),
    )
    const payment = await t.services.payments.findByReference(swishId)
    expect(payment?.status).toBe('paid')
  })

  it('ignores a forged callback: the body says PAID, Swish says CREATED', async () => {
    const before = await expiryOf()
    const mailsBefore = (await receiptMails(t, scene.owner.mail)).length
    const swishId = await startExtension()
    const res = await call(t, 'POST', '/api/swish/callback', undefined, {
      id: swishId,
      status: 'PAID',
      amount: '599.00',
    })
    expect(res.statusCode).toBe(200)
    expect(await expiryOf()).toBe(before)
    expect((await receiptMails(t, scene.owner.mail)).length).toBe(mailsBefore)
    expect((await poll(swishId)).json().status).toBe('NOT_SET')
  })

  it('extends an expired site from today', async () => {
    const expired = await paymentScene(t, `utgangen-${dialect}.brollopssida.se`, -1)
    const swishId = await startExtension(expired.siteId, expired.owner.cookie)
    swish.set(swishId, 'PAID')
    expect((await poll(swishId, expired.owner.cookie)).json().status).toBe('PAID')
    expect(await expiryOf(expired.siteId)).toBe(addMonths(now, 18).toISOString())
  })

  it('answers 401 to anonymous callers and 403 to strangers on every call', async () => {
    const swishId = await startExtension()
    const payload = { payerAlias: '0701234567', paymentProduct: 'extend_subdomain' }
    expect((await start(payload, '')).statusCode).toBe(401)
    expect((await start(payload, scene.stranger.cookie)).statusCode).toBe(403)
    expect((await poll(swishId, '')).statusCode).toBe(401)
    expect((await poll(swishId, scene.stranger.cookie)).statusCode).toBe(403)
    expect((await poll('0'.repeat(32), '')).statusCode).toBe(401)
    expect((await poll('0'.repeat(32))).statusCode).toBe(404)
  })

  it('answers 503 with a clear message when no Swish provider is configured', async () => {
    const bare = await createTestApp(dialect, { swish: null })
    try {
      const s = await paymentScene(bare, `ingen-swish-${dialect}.brollopssida.se`)
      const res = await call(bare, 'POST', `/api/sites/${s.siteId}/payment/swish`, s.owner.cookie, {
        payerAlias: '0701234567',
        paymentProduct: 'extend_subdomain',
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().errorDescription.sv).toMatch(/Swish är inte tillgänglig/)
    } finally {
      await bare.close()
    }
  })
})
