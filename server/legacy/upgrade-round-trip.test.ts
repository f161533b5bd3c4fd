import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import partyFixture from '#domain/legacy/fixtures/party-site.json' with { type: 'json' }
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { createLegacyService } from './legacy-wiring.ts'

type Json = Record<string, unknown>

/** Anchors of the party fixture's legacy page: stored slugs that its titles would not give, and the default. */
const ANCHORS = ['id="plats"', 'id="ej-namngivet"', 'id="osa"', 'id="nedrakning"']
/** The countdown's own unit words ('timmar' is the default, so V2 says it in its own words). */
const UNIT_WORDS = ['>dygn<', '>min<', '>sek<']

describe.each(testDialects())('the upgrade of the party fixture on %s: preview, upgrade, undo', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let other: TestAccount
  let siteId: string
  const host = `lisasfest-${dialect}.se`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    other = await makeAccount(t.app)
    const legacy = createLegacyService(t.testDb.db, t.services)
    siteId = (
      await legacy.importSite({
        document: { ...structuredClone(partyFixture), host },
        mail: owner.mail,
        brand: 'party',
        market: 'se',
        language: 'sv',
      })
    ).id
  })
  afterAll(async () => t?.close())

  const page = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } })
    expect(res.statusCode).toBe(200)
    return res.body
  }
  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) } })

  it('the legacy page has the stored anchors and the own unit words', async () => {
    const body = await page()
    for (const anchor of ANCHORS) expect(body).toContain(anchor)
    for (const word of UNIT_WORDS) expect(body).toContain(word)
  })

  it('previews the V2 site without storing it; owner only', async () => {
    const url = `/api/sites/${siteId}/upgrade/preview`
    expect((await call('GET', url)).statusCode).toBe(401)
    expect((await call('GET', url, other.cookie)).statusCode).toBe(403)
    const before = (await call('GET', `/api/sites/${siteId}`, owner.cookie)).json()
    const res = await call('GET', url, owner.cookie)
    expect(res.statusCode).toBe(200)
    const site = res.json().site
    expect(site).toMatchObject({
      _id: siteId,
      host,
      siteVersion: 2,
      availableLanguages: [{ languageCode: 'sv' }],
    })
    const byId = (id: string) => site.siteModules.find((m: Json) => m.id === id)
    expect(byId('p-text')).toMatchObject({ siteModuleType: 'Text', legacySlug: 'plats' })
    expect(byId('p-countdown')).toMatchObject({ siteModuleType: 'Countdown', textDays: { sv: 'dygn' } })
    expect(byId('p-rsvp')).toMatchObject({
      siteModuleType: 'Rsvp',
      maxNumberOfGuests: 1,
      openFormForOneGuest: true,
    })
    const after = (await call('GET', `/api/sites/${siteId}`, owner.cookie)).json()
    expect(after).toMatchObject({ siteVersion: 1, revision: before.revision })
  })

  it('the V2 page after the upgrade keeps the anchors, the unit words and the one guest form shown at once', async () => {
    expect((await call('POST', `/api/sites/${siteId}/upgrade`, owner.cookie)).statusCode).toBe(200)
    const body = await page()
    for (const anchor of ANCHORS) expect(body).toContain(anchor)
    for (const word of UNIT_WORDS) expect(body).toContain(word)
    expect(body).toContain('Svara senast 1 mars.')
    // One guest shown at once, as the legacy page did: no count question and no button before the
    // form, which the server renders open with its own key, so it posts without a script too.
    const markup = body.replace(/<script[\s\S]*?<\/script>/g, '')
    expect(markup).not.toContain('Hur många är ni?')
    expect(markup).not.toContain('name="svara" value="p-rsvp"')
    expect(markup).toMatch(/<form[^>]*method="post"><input type="hidden" name="_answer" value="rsvp"\/>/)
    expect(markup).toMatch(/<input type="hidden" name="postKey" value="rsvp\.[^"]+"\/>/)
    expect(markup).toContain('name="g0.pfName"')
    expect(markup).not.toContain('name="g1.pfName"')
    expect((await call('GET', `/api/sites/${siteId}/upgrade/preview`, owner.cookie)).statusCode).toBe(409)
  })

  it('goes back to the legacy page with the same anchors', async () => {
    expect((await call('POST', `/api/sites/${siteId}/upgrade/undo`, owner.cookie)).statusCode).toBe(200)
    const body = await page()
    for (const anchor of ANCHORS) expect(body).toContain(anchor)
    for (const word of UNIT_WORDS) expect(body).toContain(word)
  })
})
