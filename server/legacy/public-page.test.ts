import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { createLegacyService } from './legacy-wiring.ts'

/** Texts of every module type of the fixture, as guests must read them before and after the upgrade. */
const TEXTS = [
  'Anna &amp; Johan',
  'gifter sig 14 juni 2027',
  'Välkomna på bröllop!',
  '<strong>Sigtuna</strong>',
  'Svara senast 1 maj.',
  'Anmälan av tal',
  'Plats och tid',
  'Ceremoni kl. 15',
  'Bakad av mormor',
  '15.00 Vigsel',
  'Karin Berg',
  'Vår film',
  'Snart är det dags',
  'Önskelista',
  'Glas från Orrefors',
]

describe.each(testDialects())('the legacy public page on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  const host = `legacy-page-${dialect}.se`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    const legacy = createLegacyService(t.testDb.db, t.services)
    const row = await legacy.importSite({
      document: { ...structuredClone(siteFixture), host },
      mail: owner.mail,
      brand: 'wedding',
      market: 'se',
      language: 'sv',
    })
    siteId = row.id
  })
  afterAll(async () => t?.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host } })

  it('shows every module at / with the legacy views, anchors and defaults; hidden ones not at all', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    for (const text of TEXTS) expect(res.body).toContain(text)
    expect(res.body).not.toContain('Hemlig text')
    expect(res.body).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">')
    expect(res.body).toContain('Hur många är ni?')
    expect(res.body).toContain('Anmäl tal')
    for (const unit of ['dagar', 'timmar', 'minuter', 'sekunder']) expect(res.body).toContain(unit)
    expect(res.body).toContain('Visa önskelista')
    for (const slug of ['id="osa"', 'id="tal"', 'id="plats"', 'id="onskelista"'])
      expect(res.body).toContain(slug)
    expect(res.body).toContain(`/api/sites/${siteId}/maps/Sigtuna%20kyrka/14/SILVER/1a73e8/`)
    expect(res.body).not.toContain('hreflang')
  })

  it('has no language in the path: /sv goes to /, other paths are not found', async () => {
    const sv = await get('/sv?utm=qr')
    expect(sv.statusCode).toBe(302)
    expect(sv.headers.location).toBe('/?utm=qr')
    expect((await get('/en')).headers.location).toBe('/')
    expect((await get('/osa/extra')).statusCode).toBe(404)
  })

  it('keeps a password-protected legacy site behind the gate', async () => {
    const owned = { host: APP_HOST, cookie: owner.cookie }
    await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/password`,
      headers: owned,
      payload: { password: 'tårta' },
    })
    const res = await get('/')
    expect(res.statusCode).toBe(401)
    expect(res.body).not.toContain('Välkomna på bröllop!')
    await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/password`,
      headers: owned,
      payload: { password: '' },
    })
  })

  it('shows the same texts at the same address after the upgrade', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/upgrade`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    expect(up.statusCode).toBe(200)
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    for (const text of TEXTS) expect(res.body).toContain(text)
    expect(res.body).not.toContain('Hemlig text')
  })
})
