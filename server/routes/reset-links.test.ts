import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount } from '../test/factories.ts'
import { SELLER_ENV } from '../test/seller-env.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const LINK = /(\S+)\/aterstall-losenord\/(\S+)/

async function resetLinkFor(t: TestApp, mail: string, url: string, headers: Record<string, string>) {
  const mailsTo = async () => (await t.services.outbox.latest(100)).filter((m) => m.to_address === mail)
  const before = (await mailsTo()).length
  const res = await t.app.inject({ method: 'POST', url, headers, payload: { mail } })
  expect(res.statusCode).toBe(200)
  // The mail is written after the answer (the same time for known and unknown addresses).
  let row: { text_body: string } | undefined
  for (let i = 0; i < 100 && !row; i++) {
    const now = await mailsTo()
    if (now.length > before) row = now[0]
    if (!row) await new Promise((r) => setTimeout(r, 20))
  }
  const found = LINK.exec(row?.text_body ?? '')
  return { origin: found?.[1], token: found?.[2] ?? '' }
}

describe.each(testDialects())('reset links in production on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {},
      { NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true', ...SELLER_ENV },
    )
  })
  afterAll(() => t.close())

  it.each([
    ['a foreign Host', '/api/accounts/reset-password/', { host: 'evil.example' }],
    ['a local Host', '/api/accounts/reset-password/', { host: 'brollopssida.localhost:3000' }],
    ['a sibling local Host', '/api/accounts/reset-password/', { host: 'evil.localhost:3000' }],
    ['?domainHost=', '/api/accounts/reset-password/?domainHost=evil.example', { host: 'brollopssida.se' }],
    [
      'a local ?domainHost=',
      '/api/accounts/reset-password/?domainHost=brollopssida.localhost',
      { host: 'evil.example:3000' },
    ],
    [
      'an Origin and a port',
      '/api/accounts/reset-password/',
      { host: 'brollopssida.se:3001', origin: 'http://brollopssida.se:3001' },
    ],
  ])('link to the real brand address whatever %s says', async (_name, url, headers) => {
    const a = await makeAccount(t.app)
    const { origin } = await resetLinkFor(t, a.mail, url, headers)
    expect(origin).toBe('https://brollopssida.se')
  })
})

describe.each(testDialects())('reset links outside production on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(() => t.close())

  it('stay local for a local Host, but never follow ?domainHost= to a foreign Host', async () => {
    const a = await makeAccount(t.app)
    const local = await resetLinkFor(t, a.mail, '/api/accounts/reset-password/', { host: APP_HOST })
    expect(local.origin).toBe('http://brollopssida.localhost:3000')
    const b = await makeAccount(t.app)
    const spoofed = await resetLinkFor(
      t,
      b.mail,
      '/api/accounts/reset-password/?domainHost=brollopssida.localhost',
      { host: 'evil.example:3000' },
    )
    expect(spoofed.origin).toBe('https://brollopssida.se')
  })

  it('end every other outstanding reset token of the account once one is used', async () => {
    const a = await makeAccount(t.app)
    const first = await resetLinkFor(t, a.mail, '/api/accounts/reset-password/', { host: APP_HOST })
    const second = await resetLinkFor(t, a.mail, '/api/accounts/reset-password/', { host: APP_HOST })
    expect(first.token).not.toBe(second.token)
    const put = (token: string, password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/accounts/reset-password/',
        headers: { host: APP_HOST },
        payload: { token, password },
      })
    expect((await put(second.token, 'nytt-losen')).statusCode).toBe(200)
    expect((await put(first.token, 'angrepp-losen')).statusCode).toBe(400)
  })
})
