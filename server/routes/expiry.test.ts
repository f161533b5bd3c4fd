import { describe, expect, it } from 'vitest'
import { type ControlledSwish, call, paymentScene, withSwishApp } from '../test/payments-kit.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const DAY = 24 * 60 * 60 * 1000

describe.each(testDialects())('expiry on %s', (dialect) => {
  let t: TestApp, swish: ControlledSwish
  withSwishApp(dialect, (fixture) => {
    ;({ t, swish } = fixture)
  })

  const publicPage = (host: string) => t.app.inject({ method: 'GET', url: '/', headers: { host } })

  it('shows guests the expired page without the content, until the owner extends the site', async () => {
    const host = `forr-${dialect}.brollopssida.localhost`
    const scene = await paymentScene(t, host, -1)
    const expired = await publicPage(`${host}:3000`)
    expect(expired.statusCode).toBe(410)
    expect(expired.body).toContain('Sidan har gått ut')
    expect(expired.body).not.toContain('Lisa &amp; Johan')
    // The owner still edits the site.
    expect((await call(t, 'GET', `/api/sites/${scene.siteId}`, scene.owner.cookie)).statusCode).toBe(200)

    const started = await call(t, 'POST', `/api/sites/${scene.siteId}/payment/swish`, scene.owner.cookie, {
      payerAlias: '0701234567',
      paymentProduct: 'extend_subdomain',
    })
    const { swishId } = started.json()
    swish.set(swishId, 'PAID')
    expect((await call(t, 'GET', `/api/swishPayments/${swishId}`, scene.owner.cookie)).json().status).toBe(
      'PAID',
    )
    const shown = await publicPage(`${host}:3000`)
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain('Lisa &amp; Johan')
  })

  it('mails a reminder 30 and 7 days before expiry, once each, whatever how often the job runs', async () => {
    const scene = await paymentScene(t, `paminn-${dialect}.brollopssida.se`, 2)
    const expiry = new Date((await t.services.sites.findById(scene.siteId))?.active_expire_date ?? '')
    const reminders = async () =>
      (await t.services.outbox.latest(200)).filter(
        (m) => m.to_address === scene.owner.mail && /går ut/.test(m.subject),
      )
    const runAt = (daysBefore: number) =>
      t.job('expiry-reminders').run(new Date(expiry.getTime() - daysBefore * DAY))

    await runAt(40)
    expect(await reminders()).toHaveLength(0)
    await Promise.all([runAt(20), runAt(20), runAt(19)])
    expect((await reminders()).map((m) => m.subject)).toEqual(['Din sida går ut om 30 dagar'])
    expect((await reminders())[0]?.text_body).toContain(`/redigera/${scene.siteId}/konto/forlang`)
    await runAt(6)
    await runAt(2)
    expect((await reminders()).map((m) => m.subject).sort()).toEqual([
      'Din sida går ut om 30 dagar',
      'Din sida går ut om 7 dagar',
    ])
    await runAt(-1)
    expect(await reminders()).toHaveLength(2)
  })
})
