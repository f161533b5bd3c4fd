import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount } from '../test/factories.ts'
import { APP_HOST, cookieFrom, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** The reset mail is written just after the answer (known and unknown addresses answer alike). */
async function mailTo(t: TestApp, to: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await t.services.outbox.latest(50)).find((m) => m.to_address === to)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return undefined
}

describe.each(testDialects())('accounts API on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(async () => t?.close())

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    })

  it('registers, answers me, logs out and in again with a case-insensitive mail', async () => {
    const reg = await post('/api/accounts/register/', { mail: 'Klara.Berg@Example.se', password: 'hemligt1' })
    expect(reg.statusCode).toBe(201)
    expect(reg.json()).toMatchObject({ mail: 'klara.berg@example.se', site: null })
    const sid = reg.cookies.find((c) => c.name === 'sid')
    expect(sid?.httpOnly).toBe(true)
    expect(sid?.sameSite).toBe('Lax')

    const me = await t.app.inject({
      url: '/api/accounts/me/',
      headers: { host: APP_HOST, cookie: cookieFrom(reg) },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().mail).toBe('klara.berg@example.se')
    expect(me.json().registered.date).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    const out = await post('/api/accounts/logout/', {}, cookieFrom(reg))
    expect(out.statusCode).toBe(200)
    const after = await t.app.inject({
      url: '/api/accounts/me/',
      headers: { host: APP_HOST, cookie: cookieFrom(reg) },
    })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({
      isErrorResponse: true,
      errorDescription: { sv: 'Du måste logga in.' },
    })

    const login = await post('/api/accounts/login/', { mail: 'KLARA.berg@example.se', password: 'hemligt1' })
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ mail: 'klara.berg@example.se', site: null })
  })

  it('refuses a taken mail with a clear 409', async () => {
    const a = await makeAccount(t.app)
    const res = await post('/api/accounts/register/', { mail: a.mail.toUpperCase(), password: 'annat123' })
    expect(res.statusCode).toBe(409)
    expect(res.json().errorDescription.sv).toContain('Det finns redan ett konto')
  })

  it('answers a wrong password and an unknown mail the same way', async () => {
    const a = await makeAccount(t.app)
    const wrong = await post('/api/accounts/login/', { mail: a.mail, password: 'fel-losen' })
    const unknown = await post('/api/accounts/login/', { mail: 'ingen@example.se', password: 'fel-losen' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
  })

  it.each([
    ['/api/accounts/register/', { mail: 'inte-en-adress', password: 'hemligt1' }, 'mail'],
    ['/api/accounts/register/', { mail: 'a@example.se', password: '123' }, 'password'],
    ['/api/accounts/login/', { mail: 'a@example.se' }, 'password'],
    ['/api/accounts/reset-password/', { mail: 42 }, 'mail'],
  ])('answers a bad body on %s with 400 and a message naming the field', async (url, payload, field) => {
    const res = await post(url, payload)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.isErrorResponse).toBe(true)
    expect(body.message.length).toBeGreaterThan(5)
    if (field !== '(body)') expect(Object.keys(body.fields)).toContain(field)
  })

  it('names what is wrong in each language, not in Swedish for all three', async () => {
    const res = await post('/api/accounts/register/', { mail: 'klara@example.se', password: 'kort' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errorDescription).toEqual({
      sv: 'Ogiltiga uppgifter – password: Lösenordet måste vara minst 6 tecken',
      en: 'Invalid request – password: The password must be at least 6 characters',
      da: 'Ugyldige oplysninger – password: Adgangskoden skal være mindst 6 tegn',
    })
  })

  it('answers a body that is not JSON with 415 in the error shape', async () => {
    const res = await post('/api/accounts/login/', 'not json at all')
    expect(res.statusCode).toBe(415)
    expect(res.json().errorDescription.sv).toContain('Skicka JSON')
  })

  it('answers broken JSON with a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      headers: { host: APP_HOST, 'content-type': 'application/json' },
      payload: '{"mail":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().isErrorResponse).toBe(true)
  })

  it('resets a password with a single-use token from the outbox, and ends old sessions', async () => {
    const a = await makeAccount(t.app)
    const unknown = await post('/api/accounts/reset-password/', { mail: 'nobody@example.se' })
    expect(unknown.statusCode).toBe(200)
    const res = await post('/api/accounts/reset-password/', { mail: a.mail })
    expect(res.json()).toEqual({ ok: true })
    const mail = await mailTo(t, a.mail)
    const mails = await t.services.outbox.latest(10)
    expect(mail?.subject).toBe('Återställ ditt lösenord')
    expect(mails.some((m) => m.to_address === 'nobody@example.se')).toBe(false)
    const link = /http:\/\/brollopssida\.localhost:3000\/aterstall-losenord\/(\S+)/.exec(
      mail?.text_body ?? '',
    )
    expect(link).not.toBeNull()
    const token = link?.[1] ?? ''

    const put = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/accounts/reset-password/',
        headers: { host: APP_HOST },
        payload: { token, password },
      })
    expect((await put('nytt-losen')).statusCode).toBe(200)
    const again = await put('ett-till')
    expect(again.statusCode).toBe(400)
    expect(again.json().errorDescription.sv).toContain('ogiltig')

    const old = await t.app.inject({
      url: '/api/accounts/me/',
      headers: { host: APP_HOST, cookie: a.cookie },
    })
    expect(old.statusCode).toBe(401)
    expect((await post('/api/accounts/login/', { mail: a.mail, password: 'nytt-losen' })).statusCode).toBe(
      200,
    )
  })

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      headers: { host: APP_HOST, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { mail: 'a@example.se', password: 'x' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().errorDescription.sv).toContain('annan webbplats')
    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: { host: APP_HOST, origin: 'http://anna.brollopssida.localhost:3000' },
    })
    expect(sibling.statusCode).toBe(403)
  })
})

describe.each(testDialects())('reset tokens on %s', (dialect) => {
  it('expire after one hour', async () => {
    let now = new Date('2026-05-01T10:00:00Z')
    const t = await createTestApp(dialect, { clock: () => now })
    try {
      const a = await makeAccount(t.app)
      await t.app.inject({
        method: 'POST',
        url: '/api/accounts/reset-password/',
        headers: { host: APP_HOST },
        payload: { mail: a.mail },
      })
      const mail = await mailTo(t, a.mail)
      const token = /aterstall-losenord\/(\S+)/.exec(mail?.text_body ?? '')?.[1]
      now = new Date('2026-05-01T11:00:01Z')
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/accounts/reset-password/',
        headers: { host: APP_HOST },
        payload: { token, password: 'nytt-losen' },
      })
      expect(res.statusCode).toBe(400)
    } finally {
      await t.close()
    }
  })
})

describe('rate limits', () => {
  it('stop the eleventh login within a minute with 429 in the error shape', async () => {
    const t = await createTestApp('sqlite', { limits: { login: { max: 10, timeWindow: 60_000 } } })
    try {
      const codes: number[] = []
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/accounts/login/',
          headers: { host: APP_HOST },
          payload: { mail: 'x@example.se', password: 'fel' },
        })
        codes.push(res.statusCode)
        if (res.statusCode === 429) expect(res.json().errorDescription.sv).toContain('För många försök')
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true)
      expect(codes[10]).toBe(429)
    } finally {
      await t.close()
    }
  })
})
