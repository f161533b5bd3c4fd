import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_EVENTS_PER_SITE } from '#domain/events/event.ts'
import { makeAccount, makeModules, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const dinner = {
  title: { sv: 'Välkomstmiddag', en: 'Welcome dinner' },
  start: '2027-03-27T18:00',
  end: '2027-03-28T04:00',
  place: { name: 'Grand Hôtel', mapLocation: 'Södra Blasieholmshamnen 8, Stockholm' },
  dressCode: 'Kavaj',
  note: 'Buss från Centralen kl. 17.30',
}

describe.each(testDialects())('events API on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let stranger: TestAccount
  const call = (method: Method, url: string, cookie?: string, payload?: object, host = APP_HOST) =>
    t.app.inject({
      method,
      url,
      headers: { host, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })

  /** A site made by the wizard on 12 June 2027 at a castle, published at `host` when given. */
  async function wizardSite(host?: string, market?: 'dk', programme = false): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sites/V2',
      headers: {
        host: market === 'dk' ? 'voresbryllupsside.localhost:3000' : APP_HOST,
        cookie: owner.cookie,
      },
      payload: {
        site: makeSiteContent({
          availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
          ...(programme
            ? {
                siteModules: [
                  ...makeModules(),
                  {
                    id: 'prog',
                    siteModuleType: 'Programme',
                    hide: false,
                    hideInMenu: false,
                    title: { sv: 'Programmet' },
                  },
                ],
              }
            : {}),
        }),
        wizardData: { dateStart: '2027-06-12T15:00', location: 'Ulriksdals slott' },
      },
    })
    expect(res.statusCode).toBe(201)
    const id = res.json().site._id as string
    if (host) await t.services.sites.activate(id, host, 12)
    return id
  }

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    stranger = await makeAccount(t.app)
  })
  afterAll(async () => t?.close())

  it('gives an existing site one default event from its date and place, stored only on the first change', async () => {
    const siteId = await wizardSite()
    const listed = await call('GET', `/api/sites/${siteId}/events`, owner.cookie)
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual({
      timeZone: 'Europe/Stockholm',
      languages: ['sv', 'en'],
      maxEvents: MAX_EVENTS_PER_SITE,
      events: [
        {
          id: 'main',
          isDefault: true,
          title: { sv: 'Bröllopet', en: 'The wedding' },
          start: '2027-06-12T15:00',
          end: null,
          place: { name: 'Ulriksdals slott', mapLocation: 'Ulriksdals slott' },
          dressCode: '',
          note: '',
          openToAll: true,
        },
      ],
    })
    // Changing the default event keeps its id: what later refers to it stays valid.
    const changed = await call('PUT', `/api/sites/${siteId}/events/main`, owner.cookie, {
      ...dinner,
      title: { sv: 'Vigsel', en: 'Ceremony' },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id: 'main', isDefault: false, title: { sv: 'Vigsel' } })
    const again = (await call('GET', `/api/sites/${siteId}/events`, owner.cookie)).json()
    expect(again.events.map((e: { id: string }) => e.id)).toEqual(['main'])
  })

  it('adds, changes, reorders and deletes; a deleted event stays stored', async () => {
    const siteId = await wizardSite()
    const base = `/api/sites/${siteId}/events`
    const added = await call('POST', base, owner.cookie, dinner)
    expect(added.statusCode).toBe(201)
    const dinnerId = added.json().id as string
    expect(added.json()).toMatchObject({ ...dinner, isDefault: false })
    const brunch = await call('POST', base, owner.cookie, {
      title: { sv: 'Brunch' },
      start: '2027-03-28T11:00',
    })
    const brunchId = brunch.json().id as string
    expect(brunch.json()).toMatchObject({ end: null, dressCode: '', place: { name: '' } })

    let ids = (await call('GET', base, owner.cookie)).json().events.map((e: { id: string }) => e.id)
    expect(ids).toEqual(['main', dinnerId, brunchId])

    const changed = await call('PUT', `${base}/${brunchId}`, owner.cookie, {
      title: { sv: 'Söndagsbrunch', en: 'Sunday brunch' },
      start: '2027-03-28T11:30',
      end: null,
    })
    expect(changed.json()).toMatchObject({
      id: brunchId,
      title: { en: 'Sunday brunch' },
      start: '2027-03-28T11:30',
    })

    const reordered = await call('PUT', `${base}/order`, owner.cookie, { ids: [dinnerId, 'main', brunchId] })
    expect(reordered.statusCode).toBe(200)
    expect(reordered.json().events.map((e: { id: string }) => e.id)).toEqual([dinnerId, 'main', brunchId])
    // An order made from a stale list is refused, and says so in every language.
    const stale = await call('PUT', `${base}/order`, owner.cookie, { ids: [dinnerId, 'main'] })
    expect(stale.statusCode).toBe(400)
    expect(stale.json().errorDescription.en).toMatch(/changed since you read it/)

    expect((await call('DELETE', `${base}/${dinnerId}`, owner.cookie)).statusCode).toBe(204)
    expect((await call('DELETE', `${base}/${dinnerId}`, owner.cookie)).statusCode).toBe(404)
    expect((await call('PUT', `${base}/${dinnerId}`, owner.cookie, dinner)).statusCode).toBe(404)
    ids = (await call('GET', base, owner.cookie)).json().events.map((e: { id: string }) => e.id)
    expect(ids).toEqual(['main', brunchId])
    const stored = await t.testDb.db.kysely
      .withTables<{ site_events: { site_id: string; id: string; deleted_at: string | null } }>()
      .selectFrom('site_events')
      .select(['id', 'deleted_at'])
      .where('site_id', '=', siteId)
      .where('id', '=', dinnerId)
      .executeTakeFirst()
    expect(stored?.deleted_at).toEqual(expect.any(String))

    // With every event deleted the programme is empty: the default does not come back.
    await call('DELETE', `${base}/main`, owner.cookie)
    await call('DELETE', `${base}/${brunchId}`, owner.cookie)
    expect((await call('GET', base, owner.cookie)).json().events).toEqual([])
  })

  it('refuses bad input with the fields named, and the 21st event', async () => {
    const siteId = await wizardSite()
    const base = `/api/sites/${siteId}/events`
    const bad = await call('POST', base, owner.cookie, { ...dinner, end: '2027-03-27T17:00' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ isErrorResponse: true, fields: { end: expect.any(String) } })
    const noDay = await call('POST', base, owner.cookie, { ...dinner, start: '2027-02-30T18:00', end: null })
    expect(noDay.statusCode).toBe(400)

    // The default event is the first of the twenty; two tabs adding the last one at once get one in.
    for (let i = 1; i < MAX_EVENTS_PER_SITE - 1; i++) {
      const res = await call('POST', base, owner.cookie, {
        title: { sv: `Punkt ${i}` },
        start: '2027-06-12T16:00',
      })
      expect(res.statusCode).toBe(201)
    }
    const both = await Promise.all(
      ['A', 'B'].map((tab) =>
        call('POST', base, owner.cookie, { title: { sv: tab }, start: '2027-06-12T16:00' }),
      ),
    )
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const tooMany = await call('POST', base, owner.cookie, {
      title: { sv: 'En till' },
      start: '2027-06-12T16:00',
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      isErrorResponse: true,
      errorDescription: {
        sv: expect.stringContaining('högst 20 händelser'),
        en: expect.stringContaining('at most 20 events'),
        da: expect.stringContaining('højst 20 begivenheder'),
      },
    })
    expect((await call('GET', base, owner.cookie)).json().events).toHaveLength(MAX_EVENTS_PER_SITE)
  })

  it('answers only the owner: no session 401, a stranger 403 even with a bad body', async () => {
    const siteId = await wizardSite()
    const base = `/api/sites/${siteId}/events`
    const tries: [Method, string, object | undefined][] = [
      ['GET', base, undefined],
      ['POST', base, dinner],
      ['POST', base, { nonsense: true }],
      ['PUT', `${base}/main`, dinner],
      ['PUT', `${base}/main`, { title: 5 }],
      ['PUT', `${base}/order`, { ids: 'x' }],
      ['DELETE', `${base}/main`, undefined],
    ]
    for (const [method, url, body] of tries) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401)
      expect((await call(method, url, stranger.cookie, body)).statusCode, `${method} ${url} stranger`).toBe(
        403,
      )
    }
    const missing = await call('POST', '/api/sites/nosuchsite/events', stranger.cookie, { nonsense: true })
    expect(missing.statusCode).toBe(404)
    // Nothing of the stranger's tries reached the site.
    expect((await call('GET', base, owner.cookie)).json().events).toMatchObject([
      { id: 'main', isDefault: true },
    ])
  })

  it('serves calendar files on the site host a calendar library reads, right across the spring change', async () => {
    const host = `program${Date.now()}.brollopssida.se`
    const siteId = await wizardSite(host)
    const base = `/api/sites/${siteId}/events`
    await call('PUT', `${base}/main`, owner.cookie, {
      ...dinner,
      start: '2027-03-27T18:00',
      end: '2027-03-28T02:00',
    })
    const brunch = (
      await call('POST', base, owner.cookie, {
        title: { sv: 'Brunch', en: 'Brunch' },
        start: '2027-03-28T11:00',
      })
    ).json()

    const all = await call('GET', '/kalender.ics?lang=en', undefined, undefined, host)
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(all.headers['content-disposition']).toBe('attachment; filename="kalender.ics"')
    const events = new ICAL.Component(ICAL.parse(all.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.summary)).toEqual(['Welcome dinner', 'Brunch'])
    const [party, sunday] = events as [ICAL.Event, ICAL.Event]
    const stockholm = (date: ICAL.Time) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Stockholm',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(date.toJSDate())
    expect(stockholm(party.startDate)).toBe('2027-03-27 18:00')
    // 02:00 that night is when the clocks jump to 03:00: the end is that very moment.
    expect(party.endDate.toJSDate().toISOString()).toBe('2027-03-28T01:00:00.000Z')
    expect(stockholm(party.endDate)).toBe('2027-03-28 03:00')
    expect(party.location).toBe('Grand Hôtel, Södra Blasieholmshamnen 8, Stockholm')
    // Summer time has begun: 11:00 in Stockholm is 09:00 UTC.
    expect(sunday.startDate.toJSDate().toISOString()).toBe('2027-03-28T09:00:00.000Z')
    expect(party.uid).toBe(`main.${siteId}@brollopssida.se`)

    const one = await call('GET', `/kalender/${brunch.id}.ics`, undefined, undefined, host)
    expect(one.statusCode).toBe(200)
    expect(one.headers['content-disposition']).toBe('attachment; filename="brunch.ics"')
    expect(new ICAL.Component(ICAL.parse(one.body)).getAllSubcomponents('vevent')).toHaveLength(1)
    expect((await call('GET', '/kalender/nosuch.ics', undefined, undefined, host)).statusCode).toBe(404)
    // Not on the owner app's host, and not on a host without a site.
    expect((await call('GET', '/kalender.ics')).statusCode).toBe(404)
    expect(
      (await call('GET', '/kalender.ics', undefined, undefined, 'nobody.brollopssida.se')).statusCode,
    ).toBe(404)
  })

  it('keeps a protected site calendar behind its password, and a Danish site in Copenhagen time', async () => {
    const host = `hemlig${Date.now()}.brollopssida.se`
    const siteId = await wizardSite(host)
    const res = await call('PUT', `/api/sites/${siteId}/password`, owner.cookie, { password: 'hemligt' })
    expect(res.statusCode).toBeLessThan(300)
    expect((await call('GET', '/kalender.ics', undefined, undefined, host)).statusCode).toBe(401)

    const dk = await wizardSite(undefined, 'dk')
    expect((await call('GET', `/api/sites/${dk}/events`, owner.cookie)).json().timeZone).toBe(
      'Europe/Copenhagen',
    )
  })

  it('renders the programme module on the server, with every change to the events', async () => {
    const host = `sida${Date.now()}.brollopssida.se`
    const siteId = await wizardSite(host, undefined, true)
    const page = async () => {
      const res = await call('GET', '/sv', undefined, undefined, host)
      expect(res.statusCode).toBe(200)
      return res.body
    }
    // The default event, before anything is stored.
    let html = await page()
    expect(html).toContain('Programmet')
    expect(html).toContain('Bröllopet')
    expect(html).toContain('lördag 12 juni 2027')
    expect(html).toContain('href="/kalender/main.ics?lang=sv"')

    const added = (await call('POST', `/api/sites/${siteId}/events`, owner.cookie, dinner)).json()
    html = await page()
    // The page's cache follows the events, which change without the site's revision.
    expect(html).toContain('Välkomstmiddag')
    expect(html).toContain('Kavaj')
    expect(html).toContain(`href="/kalender/${added.id}.ics?lang=sv"`)
    expect(html).toContain('href="/kalender.ics?lang=sv"')
    expect(html.indexOf('Bröllopet')).toBeLessThan(html.indexOf('Välkomstmiddag'))
    await call('PUT', `/api/sites/${siteId}/events/order`, owner.cookie, { ids: [added.id, 'main'] })
    html = await page()
    expect(html.indexOf('Välkomstmiddag')).toBeLessThan(html.indexOf('Bröllopet'))
    expect(html).toContain('"isDefault"')

    // A page without a programme neither reads nor carries the events.
    const plainHost = `utan${Date.now()}.brollopssida.se`
    await wizardSite(plainHost)
    const plain = await call('GET', '/sv', undefined, undefined, plainHost)
    expect(plain.statusCode).toBe(200)
    expect(plain.body).not.toContain('"isDefault"')
  })

  it("shows a personal link only its household's events, and the plain address the open ones", async () => {
    const host = `hushall${Date.now()}.brollopssida.se`
    const siteId = await wizardSite(host, undefined, true)
    const dinnerId = (
      await call('POST', `/api/sites/${siteId}/events`, owner.cookie, { ...dinner, openToAll: false })
    ).json().id
    const household = async (name: string) =>
      (await call('POST', `/api/sites/${siteId}/households`, owner.cookie, { name })).json()
    const family = await household('Familjen')
    const friends = await household('Vännerna')
    const site = await t.services.sites.findById(siteId)
    if (!site) throw new Error('no site')
    const titles = async (code: string | null) =>
      (await t.services.events.forGuests(site, code)).map((e) => e.title.sv)

    // Nobody chosen for: every household is invited to all, the plain page sees the open event only.
    expect(await titles(family.code)).toEqual(['Bröllopet', 'Välkomstmiddag'])
    expect(await titles(null)).toEqual(['Bröllopet'])
    await t.services.events.setInvitations(site, [family._id], [dinnerId])
    await t.services.events.setInvitations(site, [friends._id], ['main'])
    expect(await titles(family.code)).toEqual(['Välkomstmiddag'])
    expect(await titles(friends.code)).toEqual(['Bröllopet'])
    // A code of no household of the site is the plain address.
    expect(await titles('ZZZZZZZZ')).toEqual(['Bröllopet'])

    const page = async (query: string) => (await call('GET', `/sv${query}`, undefined, undefined, host)).body
    expect(await page(`?inbjudan=${family.code}`)).toContain('Välkomstmiddag')
    expect(await page(`?inbjudan=${friends.code}`)).not.toContain('Välkomstmiddag')
    expect(await page('')).not.toContain('Välkomstmiddag')

    // Every event named is the same as all: a later event reaches the household too.
    await t.services.events.setInvitations(site, [family._id], ['main', dinnerId])
    await call('POST', `/api/sites/${siteId}/events`, owner.cookie, { ...dinner, title: { sv: 'Brunch' } })
    expect(await titles(family.code)).toEqual(['Bröllopet', 'Välkomstmiddag', 'Brunch'])
    expect(await titles(friends.code)).toEqual(['Bröllopet'])

    // Another site's household or an unknown event changes nothing.
    const otherSite = await wizardSite()
    const other = (
      await call('POST', `/api/sites/${otherSite}/households`, owner.cookie, { name: 'Annan' })
    ).json()
    await expect(t.services.events.setInvitations(site, [other._id], ['main'])).rejects.toMatchObject({
      status: 400,
    })
    await expect(t.services.events.setInvitations(site, [friends._id], ['nope'])).rejects.toMatchObject({
      status: 404,
    })
    expect(await titles(friends.code)).toEqual(['Bröllopet'])
  })
})
