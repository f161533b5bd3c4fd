import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteContentSchema } from '#domain/site/schema.ts'
import { demoSiteContent, ensureDemoSites } from '../services/sites/demo-sites.ts'
import { makeAccount, makeSite } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('GET /api/sites/quick-start/demo on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(async () => t?.close())

  const get = (host: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/sites/quick-start/demo',
      headers: { host, ...(cookie ? { cookie } : {}) },
    })

  it('answers 404 while the brand has no demo site', async () => {
    expect((await get('brollopssida.se')).statusCode).toBe(404)
  })

  it.each([
    ['brollopssida.se', 'sv'],
    ['voresbryllupsside.dk', 'da'],
    ['festhemsida.se', 'sv'],
  ])('answers the site of demo.%s as a quick-start site', async (host, language) => {
    await ensureDemoSites(t.services.sites)
    const res = await get(host)
    expect(res.statusCode, res.body).toBe(200)
    const { site, loggedInUsersSiteId } = res.json()
    expect(loggedInUsersSiteId).toBeNull()
    expect(site).toMatchObject({ quickStart: true, active: false })
    expect(site.availableLanguages[0]).toEqual({ languageCode: language })
    // The demo host's own modules, not a variant's starting site.
    const demo = demoSiteContent(host)
    expect(site.siteModules.map((m: { id: string }) => m.id)).toEqual(demo?.siteModules.map((m) => m.id))
    expect(siteContentSchema.safeParse(site).success).toBe(true)
  })

  it('tells a logged-in owner the id of their site', async () => {
    const owner = await makeAccount(t.app)
    const { _id } = await makeSite(t.app, owner)
    expect((await get('brollopssida.se', owner.cookie)).json().loggedInUsersSiteId).toBe(_id)
  })
})
