import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { guestSiteContent } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('owner answers on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    const created = await call('POST', '/api/sites/V2', { site: guestSiteContent() })
    siteId = created.json().site._id
    const row = await t.services.sites.findById(siteId)
    if (!row) throw new Error('site not created')
    await t.services.gifts.reserve(
      row,
      t.services.sites.content(row),
      { moduleId: 'gifts', itemId: 'plates' },
      { quantity: 2, password: 'hemligt' },
    )
    await t.testDb.db.kysely
      .insertInto('rsvps')
      .values({
        id: 'rsvp-1',
        site_id: siteId,
        form_id: 'rsvp',
        group_identifier: 'g1',
        guest_index: 0,
        language: 'sv',
        form_title: 'OSA',
        form_elements: '[]',
        created_at: '2027-05-01T12:00:00.000Z',
      })
      .execute()
  })
  afterAll(async () => t?.close())

  function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: payload as object,
    })
  }

  it('answers a save with exactly what a read answers, reservations and RSVPs included', async () => {
    const before = (await call('GET', `/api/sites/${siteId}`)).json()
    expect(before.giftRegistryReservations).toEqual([{ giftRegistryId: 'plates', quantityReserved: 2 }])
    expect(before.hasRsvps).toBe(true)

    const saved = await call('PUT', `/api/sites/V2/${siteId}`, {
      site: {
        ...guestSiteContent({ mostRecentSelectedDesignTemplate: 'classic' }),
        revision: before.revision,
      },
    })
    expect(saved.statusCode).toBe(200)
    const read = await call('GET', `/api/sites/${siteId}`)
    expect(saved.json().site).toEqual(read.json())
    expect(read.json()).toMatchObject({
      mostRecentSelectedDesignTemplate: 'classic',
      revision: before.revision + 1,
      hasRsvps: true,
      giftRegistryReservations: before.giftRegistryReservations,
    })
  })

  it('answers the password and search engine settings with the whole site too', async () => {
    const password = await call('PUT', `/api/sites/${siteId}/password`, { password: 'gäst' })
    expect(password.json().site).toEqual((await call('GET', `/api/sites/${siteId}`)).json())
    const noindex = await call('PUT', `/api/sites/${siteId}/metaNoindex`, { metaNoindex: true })
    expect(noindex.json().site).toEqual((await call('GET', `/api/sites/${siteId}`)).json())
    expect(noindex.json().site).toMatchObject({ password: 'gäst', metaNoindex: true, hasRsvps: true })
  })
  it('answers 500 for a site whose stored document cannot be read, and goes on serving', async () => {
    const other = (await call('POST', '/api/sites/V2', { site: guestSiteContent() })).json().site._id
    await t.testDb.db.kysely
      .updateTable('sites')
      .set({ content: '{"siteModules": [' })
      .where('id', '=', other)
      .execute()
    const broken = await call('GET', `/api/sites/${other}`)
    expect(broken.statusCode).toBe(500)
    expect(broken.json().isErrorResponse).toBe(true)
    expect((await call('GET', `/api/sites/${siteId}`)).statusCode).toBe(200)
  })

  it("shows a guest whose page fails to load 'Misslyckades att hämta sidan' with the server's answer", async () => {
    const other = (await call('POST', '/api/sites/V2', { site: guestSiteContent() })).json().site._id
    const host = `broken-${dialect}.brollopssida.se`
    await t.services.sites.activate(other, host, 12)
    await t.testDb.db.kysely
      .updateTable('sites')
      .set({ content: '{"siteModules": [' })
      .where('id', '=', other)
      .execute()
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host, accept: 'text/html', 'accept-language': 'sv' },
    })
    expect(page.statusCode).toBe(500)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<h1>Misslyckades att hämta sidan</h1>')
    expect(page.body).toContain('Ett oväntat fel uppstod på servern.')
  })
})
