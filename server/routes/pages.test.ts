import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { APP_HOST, cookieFrom, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('pages by host on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  const host = `lisa-johan-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    siteId = (
      await makeSite(t.app, owner, { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] })
    )._id
    await t.services.sites.activate(siteId, host.replace(':3000', ''), 12)
  })
  afterAll(async () => t?.close())

  const get = (url: string, h: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: h, ...headers } })

  /** Another site of the owner's, live at its own host. */
  const liveSite = async (name: string, overrides: Parameters<typeof makeSite>[2] = {}) => {
    const s = await makeSite(t.app, owner, overrides)
    const h = `${name}-${dialect}.brollopssida.localhost:3000`
    await t.services.sites.activate(s._id, h.replace(':3000', ''), 12)
    return { s, h }
  }
  const ownerPut = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { host: APP_HOST, cookie: owner.cookie }, payload })

  it('redirects to the browser language when it is available, keeping the query string', async () => {
    const res = await get('/?utm=qr', host, { 'accept-language': 'en-GB,en;q=0.9,sv;q=0.5' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/en?utm=qr')
  })

  it('redirects to the first language when the browser has none of them', async () => {
    const res = await get('/', host, { 'accept-language': 'de-DE' })
    expect(res.headers.location).toBe('/sv')
  })

  it('renders the site on the server: visible modules, escaped, and nothing hidden', async () => {
    const res = await get('/sv', host)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<html lang="sv"')
    // The guest's forms wait the server's minimum post-key age and a margin (POST_KEY_MIN_AGE_MS).
    expect(res.body).toContain('<html lang="sv" data-key-wait="3100">')
    expect(res.body).toContain('<title>Lisa &amp; Johan</title>')
    expect(res.body).toContain('Hjärtligt välkomna')
    expect(res.body).not.toContain('HEMLIG')
    expect(res.body).toContain('content="all"')
    const en = await get('/en', host)
    expect(en.body).toContain('A warm welcome')
    expect(en.body).toContain('href="/sv"')
  })

  it('sends the page compressed to browsers that accept it, compressed once and with its own policy', async () => {
    const plain = await get('/sv', host)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const res = await get('/sv', host, { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toContain('Accept-Encoding')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body)
    // The page's style hashes, not the compressed bytes', make its policy.
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
    // The same page again is the same kept bytes.
    expect((await get('/sv', host, { 'accept-encoding': 'br' })).rawPayload.equals(res.rawPayload)).toBe(true)
    const gzip = await get('/sv', host, { 'accept-encoding': 'gzip;q=1, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(
      (await get('/sv', host, { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined()
  })

  it('answers 404 for a language that is not among the site languages or not a code', async () => {
    expect((await get('/da', host)).statusCode).toBe(404)
    expect((await get('/not-a-language', host)).statusCode).toBe(404)
    expect((await get('/sv/extra', host)).statusCode).toBe(404)
    expect([400, 404]).toContain((await get('/%E0%A4%A', host)).statusCode)
  })

  it('uses the only language without a redirect and sets robots noindex when asked', async () => {
    const { s, h } = await liveSite('ensprakig')
    await ownerPut(`/api/sites/${s._id}/metaNoindex`, { metaNoindex: true })
    const res = await get('/', h)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('noindex, noimageindex, nofollow')
  })

  it('shows the password gate without any content, then the site after the password', async () => {
    const { s, h } = await liveSite('skyddad', { siteModules: makeSiteContent().siteModules })
    await ownerPut(`/api/sites/${s._id}/password`, { password: 'tårta' })
    const gate = await get('/', h)
    expect(gate.statusCode).toBe(401)
    // The couple's names show on the gate (issue 21); the content does not.
    expect(gate.body).toContain('Lisa &amp; Johan')
    expect(gate.body).not.toContain('Vi gifter oss')
    expect(gate.body).not.toContain('välkomna')
    expect(gate.body.match(/type="password"/g)?.length).toBe(1)

    const login = await t.app.inject({
      method: 'POST',
      url: `/api/sites/public/${s._id}/login`,
      headers: { host: h, origin: `http://${h}` },
      payload: { password: 'tårta' },
    })
    expect(login.statusCode).toBe(200)
    const page = await get('/', h, { cookie: cookieFrom(login, `v_${s._id}`) })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Hjärtligt välkomna')
    expect(page.headers['cache-control']).toContain('private')
  })

  it('shows the wrong-address page in three languages for a host without a site', async () => {
    const res = await get('/', 'ingen-sida.brollopssida.localhost:3000')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Fel adress')
    expect(res.body).toContain('Wrong address')
    expect(res.body).toContain('Forkert adresse')
    expect(res.body).toContain('http://brollopssida.localhost:3000/')
  })

  it('titles demo sites after the brand and honours ?domainHost=', async () => {
    const { ensureDemoSites } = await import('../services/sites/demo-sites.ts')
    await ensureDemoSites(t.services.sites)
    const res = await get('/sv', 'demo.brollopssida.localhost:3000')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Demosida - Bröllopssida</title>')
    const en = await get('/en', 'demo.brollopssida.localhost:3000')
    expect(en.body).toContain('<title>Demo site - Bröllopssida</title>')
    // The header image is preloaded with the same srcset as the <img>.
    expect(en.body).toMatch(
      /<link rel="preload" href="\/media\/demo\/[^"]+" as="image" imagesrcset="[^"]+ 600w/,
    )
    const viaQuery = await get('/?domainHost=demo.festhemsida.se', 'localhost:3000')
    expect(viaQuery.statusCode).toBe(200)
    expect(viaQuery.body).toContain('Saras 40-årsfest')
    const twice = await ensureDemoSites(t.services.sites)
    expect(twice).toEqual([])
  })

  it('counts one visit per visitor per day', async () => {
    const before = await t.services.visits.count(siteId)
    for (let i = 0; i < 3; i++) await get('/sv', host, { 'user-agent': 'visitor-a' })
    await get('/sv', host, { 'user-agent': 'visitor-b' })
    await new Promise((r) => setTimeout(r, 100))
    expect(await t.services.visits.count(siteId)).toBe(before + 2)
  })

  it('serves the owner app shell on brand hosts', async () => {
    const res = await get('/logga-in', APP_HOST)
    expect([200, 503]).toContain(res.statusCode)
  })

  it('serves the wedding wizard on the wedding brand only: party and event go to their own start', async () => {
    for (const path of ['/kom-igang', '/kom-igang/information', '/kom-igang/redigera?x=1']) {
      expect([200, 503]).toContain((await get(path, APP_HOST)).statusCode)
      for (const brandHost of ['festhemsida.localhost:3000', 'eventsida.localhost:3000']) {
        const res = await get(path, brandHost)
        expect([res.statusCode, res.headers.location]).toEqual([302, '/snabbstart'])
      }
    }
    // A path that only begins like the wizard's is not it.
    expect((await get('/kom-igangsatt', 'festhemsida.localhost:3000')).statusCode).not.toBe(302)
  })
})
