import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeModules, makeSite, type TestAccount } from '../test/factories.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const languages = [{ languageCode: 'sv' }, { languageCode: 'en' }, { languageCode: 'da' }]

describe.each(testDialects())('guest page addresses and access on %s (issue 21)', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  const host = `ellen-oskar-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    const modules = makeModules()
    const rsvp = { ...modules[1], id: 'm-osa', title: { sv: 'OSA', en: 'RSVP', da: 'S.U.' } }
    const site = await makeSite(t.app, owner, {
      availableLanguages: languages,
      siteModules: [...modules, rsvp] as never,
    })
    await t.services.sites.activate(site._id, host.replace(':3000', ''), 12)
  })
  afterAll(async () => t?.close())

  const get = (url: string, headers: Record<string, string> = {}, h = host) =>
    t.app.inject({ method: 'GET', url, headers: { host: h, ...headers } })

  it('redirects to the language ?lang= asks for before the browser language, keeping the query', async () => {
    const res = await get('/?lang=da&utm=qr', { 'accept-language': 'en-GB,en;q=0.9' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/da?lang=da&utm=qr')
    const upper = await get('/?lang=EN', { 'accept-language': 'sv' })
    expect(upper.headers.location).toBe('/en?lang=EN')
    // A language the site lacks, or none of sv/en/da, leaves the choice to the browser.
    const unknown = await get('/?lang=fi', { 'accept-language': 'en' })
    expect(unknown.headers.location).toBe('/en?lang=fi')
  })

  it('sends /SV and other case variants to the language page, and still 404s what is no language', async () => {
    const res = await get('/SV?utm=card')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/sv?utm=card')
    expect((await get('/En')).headers.location).toBe('/en')
    expect((await get('/FI')).statusCode).toBe(404)
  })

  it("puts every other language's module anchors on each language's page", async () => {
    const en = await get('/en')
    expect(en.body).toContain('id="rsvp"')
    expect(en.body).toMatch(/id="osa"/)
    expect(en.body).toMatch(/id="su"/)
    // An anchor that is the same in two languages appears once.
    expect(en.body.match(/id="rsvp"/g)).toHaveLength(1)
    const sv = await get('/sv')
    expect(sv.body).toMatch(/<section id="osa"/)
    expect(sv.body).toMatch(/id="rsvp"/)
    expect(sv.body).toMatch(/id="welcome"/)
  })

  it('has a skip link to the content and language links named by the code they show', async () => {
    const sv = await get('/sv')
    expect(sv.body).toMatch(/<a [^>]*href="#_content"[^>]*>Till innehållet<\/a>/)
    expect(sv.body).toMatch(/<main id="_content"/)
    expect(sv.body).toContain('aria-label="EN engelska"')
    expect(sv.body).toContain('aria-label="DA danska"')
  })

  it("shows the couple's names and a show-password button on the password gate, and no content", async () => {
    const site = await makeSite(t.app, owner, { availableLanguages: languages })
    const h = `gate-${dialect}.brollopssida.localhost:3000`
    await t.services.sites.activate(site._id, h.replace(':3000', ''), 12)
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${site._id}/password`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { password: 'tårta' },
    })
    expect(put.statusCode).toBe(200)
    const gate = await get('/en', {}, h)
    expect(gate.statusCode).toBe(401)
    expect(gate.body).toContain('<title>Lisa &amp; Johan</title>')
    expect(gate.body).toMatch(/<p class="[^"]*">Lisa &amp; Johan<\/p>/)
    expect(gate.body).toContain('Show password')
    expect(gate.body).not.toContain('A warm welcome')
    expect(gate.body).not.toContain('We are getting married')
  })
})
