import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'

const GARBAGE: unknown[] = [
  null,
  [],
  'text',
  42,
  { site: null },
  { site: [] },
  { mail: { $ne: 1 }, password: ['x'] },
  { guests: [{ formElements: [{ formElement: null }] }] },
  { quantity: Number.MAX_SAFE_INTEGER, password: 'x' },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
]

/** Every call answers bad input with a 4xx in the error shape, anonymous or logged in, never a 500. */
describe('robustness of every API call on sqlite', () => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  beforeAll(async () => {
    t = await createTestApp('sqlite')
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner))._id
    await t.services.sites.activate(siteId, 'robust.brollopssida.se', 12)
  })
  afterAll(async () => t?.close())

  const calls = (id: string): [string, string][] => [
    ['POST', '/api/accounts/login/'],
    ['POST', '/api/accounts/register/'],
    ['POST', '/api/accounts/reset-password/'],
    ['PUT', '/api/accounts/reset-password/'],
    ['POST', '/api/logs/'],
    ['POST', '/api/feedback/'],
    ['POST', '/api/sites/V2'],
    ['PUT', `/api/sites/V2/${id}`],
    ['PUT', `/api/sites/${id}/password`],
    ['PUT', `/api/sites/${id}/metaNoindex`],
    ['POST', `/api/sites/public/${id}/login`],
    ['POST', `/api/rsvps/${id}/v4/`],
    ['POST', `/api/form-submissions/${id}/`],
    ['PUT', `/api/gift-registry/${id}/m/i/v2`],
    ['DELETE', `/api/gift-registry/${id}/m/i/v2`],
    ['DELETE', `/api/rsvps/${id}/v4/x`],
    ['GET', `/api/rsvps/${id}/v4/export`],
    ['POST', `/api/sites/${id}/upload-image`],
    ['POST', '/api/sites/quick-start/upload-image'],
    ['PUT', `/api/sites/${id}/crop-image/v2`],
    ['PUT', '/api/sites/quick-start/crop-image/v2'],
    ['GET', `/api/sites/${id}/qr/robust.brollopssida.se/png`],
    ['GET', `/api/sites/${id}/qr/%2F%2E%2E/png`],
    ['POST', `/api/sites/${id}/maps/Storkyrkan/12/NORMAL/ea4335/`],
    ['POST', `/api/sites/${id}/maps/%00/99/PINK/zzzzzz/`],
    ['GET', `/api/sites/quick-start/maps/preview/${'x'.repeat(400)}/6/DARK/000000/`],
  ]

  it('never answers 500', async () => {
    for (const cookie of [undefined, owner.cookie]) {
      for (const id of [siteId, 'x'.repeat(99), '..%2F..%2Fetc']) {
        for (const [method, url] of calls(id)) {
          for (const body of GARBAGE) {
            const res = await t.app.inject({
              method: method as 'POST',
              url,
              headers: {
                host: 'robust.brollopssida.localhost:3000',
                ...(cookie ? { cookie } : {}),
                'content-type': 'application/json',
              },
              payload: JSON.stringify(body),
            })
            expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500)
            if (res.statusCode >= 400) expect(res.json().isErrorResponse, `${method} ${url}`).toBe(true)
          }
        }
      }
    }
    const me = await t.app.inject({
      url: '/api/accounts/me/',
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    expect(me.statusCode).toBe(200)
  }, 120_000)
})
