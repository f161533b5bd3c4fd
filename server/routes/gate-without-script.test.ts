import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { createLegacyService } from '../legacy/legacy-wiring.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('the password gate without JavaScript on %s (issue 30)', (dialect) => {
  let t: TestApp
  let owner: TestAccount

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      limits: {
        publicLogin: { max: 2, timeWindow: 60_000 },
        publicLoginSite: { max: 50, timeWindow: 60_000 },
      },
    })
    owner = await makeAccount(t.app)
  })
  afterAll(async () => t?.close())

  async function protectedSite(name: string) {
    const host = `${name}-${dialect}.brollopssida.localhost:3000`
    const id = await makeGuestSite(t, owner, host)
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${id}/password`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { password: 'tårta' },
    })
    expect(set.statusCode).toBe(200)
    return { host, id }
  }
  const post = (host: string, url: string, body: string, ip = '10.9.0.1', origin = `http://${host}`) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: {
        host,
        origin,
        'sec-fetch-site': origin === `http://${host}` ? 'same-origin' : 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: body,
    })

  it('serves a gate whose send button works before (and without) the script', async () => {
    const { host } = await protectedSite('grind')
    const gate = await t.app.inject({ method: 'GET', url: '/sv', headers: { host } })
    expect(gate.statusCode).toBe(401)
    const button = /<button[^>]*type="submit"[^>]*>/.exec(gate.body)?.[0] ?? ''
    expect(button).not.toBe('')
    expect(button).not.toContain('disabled')
    expect(gate.body).toMatch(/<form[^>]*method="post"[^>]*>/)
    // Its own styles are in the page: the script's code, which brings them otherwise, may never run.
    const gateCss = /<style data-href="password-gate">([^<]*)<\/style>/.exec(gate.body)?.[1] ?? ''
    expect(gateCss).toContain('white-space: nowrap')
  })

  it('a plain post of the right password sets the visitor cookie and sends the guest to the site', async () => {
    const { host } = await protectedSite('in')
    const res = await post(host, '/sv?inbjudan=x', `password=${encodeURIComponent(' tårta ')}`)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/sv?inbjudan=x')
    const cookie = res.cookies.find((c) => c.name.startsWith('v_'))
    expect(cookie?.httpOnly).toBe(true)
    const page = await t.app.inject({
      method: 'GET',
      url: '/sv',
      headers: { host, cookie: `${cookie?.name}=${cookie?.value}` },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('name="g0.name"')
  })

  it('refuses a wrong password with the spec text, in the page language, then limits the address', async () => {
    const { host, id } = await protectedSite('fel')
    const wrong = await post(host, '/sv', 'password=kaka', '10.9.1.1')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.headers['content-type']).toContain('text/html')
    expect(wrong.headers['cache-control']).toBe('private, no-store')
    expect(wrong.cookies).toHaveLength(0)
    expect(wrong.body).toContain('Felaktigt lösenord, försök gärna igen.')
    expect(wrong.body).toMatch(/<input[^>]*aria-invalid="true"/)
    const english = await post(host, '/en', 'password=cake', '10.9.1.1')
    expect(english.body).toContain('Invalid password, please try again.')
    // Past the address's limit, as the JSON login counts it: the same limit, not a second one.
    const over = await post(host, '/sv', 'password=tårta2', '10.9.1.1')
    expect(over.statusCode).toBe(429)
    expect(over.body).toContain('För många försök. Vänta en stund och försök igen.')
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/sites/public/${id}/login`,
      headers: { host: APP_HOST },
      remoteAddress: '10.9.1.1',
      payload: { password: 'fel' },
    })
    expect(json.statusCode).toBe(429)
    // The right password still opens it from that address.
    expect((await post(host, '/sv', 'password=tårta', '10.9.1.1')).statusCode).toBe(303)
  })

  it('refuses a post from another site and sets no cookie', async () => {
    const { host } = await protectedSite('annan')
    const res = await post(host, '/sv', 'password=tårta', '10.9.2.1', 'http://evil.example')
    expect(res.statusCode).toBe(403)
    expect(res.cookies).toHaveLength(0)
  })

  it("passes a legacy site's gate by a plain post too, and refuses a wrong password there", async () => {
    const host = `grind-aldre-${dialect}.se`
    const legacy = createLegacyService(t.testDb.db, t.services)
    await legacy.importSite({
      document: { ...structuredClone(siteFixture), host, password: 'tårta' },
      mail: owner.mail,
      brand: 'wedding',
      market: 'se',
      language: 'sv',
    })
    const gate = await t.app.inject({ method: 'GET', url: '/', headers: { host } })
    expect(gate.statusCode).toBe(401)
    expect(/<button[^>]*type="submit"[^>]*>/.exec(gate.body)?.[0]).not.toContain('disabled')
    expect(gate.body).toContain('<style data-href="password-gate">')

    const wrong = await post(host, '/', 'password=kaka', '10.9.3.1')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.cookies).toHaveLength(0)
    expect(wrong.body).toContain('Felaktigt lösenord, försök gärna igen.')

    const right = await post(host, '/?svara=mod-rsvp&antal=2', 'password=t%C3%A5rta', '10.9.3.1')
    expect(right.statusCode).toBe(303)
    expect(right.headers.location).toBe('/?svara=mod-rsvp&antal=2')
    const cookie = right.cookies.find((c) => c.name.startsWith('v_'))
    expect(cookie?.httpOnly).toBe(true)
    const page = await t.app.inject({
      method: 'GET',
      url: '/?svara=mod-rsvp&antal=2',
      headers: { host, cookie: `${cookie?.name}=${cookie?.value}` },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('name="g1.tfName"')
  })
})
