import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSite } from '../test/factories.ts'
import { call, type PaymentScene, paymentScene } from '../test/payments-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('account page API on %s', (dialect) => {
  let t: TestApp
  let scene: PaymentScene
  const now = new Date('2027-03-01T10:00:00Z')

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    scene = await paymentScene(t, `konto-${dialect}.brollopssida.se`, 6)
  })
  afterAll(async () => t?.close())

  it('shows the owner the account, the visitor count and the publish and expiry dates', async () => {
    const res = await call(t, 'GET', `/api/sites/${scene.siteId}/account/`, scene.owner.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      mail: scene.owner.mail,
      registered: { date: now.toISOString() },
      site: {
        _id: scene.siteId,
        host: `konto-${dialect}.brollopssida.se`,
        visitorCount: 0,
        active: true,
        activeDate: now.toISOString(),
        activeExpireDate: '2027-09-01T10:00:00.000Z',
        customDomains: [],
      },
    })
  })

  it('says when a site is not published', async () => {
    const draft = await makeSite(t.app, scene.owner)
    const res = await call(t, 'GET', `/api/sites/${draft._id}/account/`, scene.owner.cookie)
    expect(res.json().site).toMatchObject({ active: false, activeDate: null, activeExpireDate: null })
  })

  it('answers 401 to anonymous callers and 403 to strangers', async () => {
    expect((await call(t, 'GET', `/api/sites/${scene.siteId}/account/`)).statusCode).toBe(401)
    expect(
      (await call(t, 'GET', `/api/sites/${scene.siteId}/account/`, scene.stranger.cookie)).statusCode,
    ).toBe(403)
  })
})
