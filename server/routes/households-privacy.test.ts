import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('the guest list is the couple’s data, on %s (issue 22)', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(async () => t?.close())

  it('is in the owner’s GDPR copy and goes with the account and its sites', async () => {
    const owner = await makeAccount(t.app)
    const siteId = await makeGuestSite(t, owner)
    const headers = { host: APP_HOST, cookie: owner.cookie }
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/households`,
      headers,
      payload: { name: 'Familjen Berg', members: [{ name: 'Anna', email: 'anna@example.se' }] },
    })
    const { code } = created.json()
    const copy = await t.app.inject({ method: 'GET', url: '/api/accounts/me/data-export', headers })
    const files = unzipSync(new Uint8Array(copy.rawPayload))
    const guests = JSON.parse(new TextDecoder().decode(files[`sites/${siteId}/gaster.json`]))
    expect(guests).toMatchObject([
      { name: 'Familjen Berg', members: [{ name: 'Anna', email: 'anna@example.se' }], code },
    ])

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/delete',
      headers,
      payload: { password: owner.password },
    })
    expect(erased.statusCode).toBe(200)
    expect(await t.services.households.byCode(siteId, code)).toBeUndefined()
  })
})
