import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '#domain/site/schema.ts'
import { makeSite, type TestAccount } from '../test/factories.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('GET /api/sites/quick-start/{id} on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let newcomer: TestAccount
  withTwoAccounts(dialect, (fixture) => {
    ;({ t, owner, stranger: newcomer } = fixture)
  })

  const get = (path: string, host: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { host, ...(cookie ? { cookie } : {}) } })

  it.each([
    ['snabbstart', 'brollopssida.se', 'demo.brollopssida.se', 'sv'],
    ['snabbstart', 'voresbryllupsside.dk', 'demo.voresbryllupsside.dk', 'da'],
    ['sms', 'festhemsida.se', 'demo.festhemsida.se', 'sv'],
    ['digital-studentinbjudan', 'festhemsida.se', 'demo.festhemsida.se', 'sv'],
  ])('answers the %s site of %s to anyone', async (id, host, demoHost, language) => {
    const res = await get(`/api/sites/quick-start/${id}`, host)
    expect(res.statusCode).toBe(200)
    const { site, loggedInUsersSiteId } = res.json()
    expect(loggedInUsersSiteId).toBeNull()
    expect(site).toMatchObject({ quickStart: true, active: false, host: demoHost })
    expect(site.availableLanguages).toEqual([{ languageCode: language }])
    expect(siteContentSchema.safeParse(site).success).toBe(true)
  })

  it('tells a logged-in owner the id of their site, and an account without one null', async () => {
    const { _id } = await makeSite(t.app, owner)
    const mine = await get('/api/sites/quick-start/snabbstart', 'brollopssida.se', owner.cookie)
    expect(mine.json().loggedInUsersSiteId).toBe(_id)
    const none = await get('/api/sites/quick-start/snabbstart', 'brollopssida.se', newcomer.cookie)
    expect(none.json().loggedInUsersSiteId).toBeNull()
  })

  it('answers 404 in the error shape for an unknown variant', async () => {
    const res = await get('/api/sites/quick-start/nope', 'brollopssida.se')
    expect(res.statusCode).toBe(404)
    expect(res.json().isErrorResponse).toBe(true)
  })
})
