import ExcelJS from 'exceljs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { REMINDER_TEMPLATES } from '#domain/households/messages.ts'
import { isRsvp } from '#domain/modules/rsvp.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const NOT_INVITED =
  'Svaret gäller en händelse som er inbjudan inte omfattar, så inget sparades. Ladda om sidan och svara för era händelser.'

const event = (sv: string, start: string) => ({
  title: { sv },
  start,
  place: { name: 'Slottet', mapLocation: '' },
  dressCode: '',
  note: '',
})

/**
 * An RSVP per event (issue 32, items 4 and 7): each guest answers yes or no for the events their
 * household is invited to; an answer naming another event is refused on every answer path with
 * nothing stored; a site with one event takes and stores the spec's body as before.
 */
describe.each(testDialects())('answers per event on %s (issue 32)', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let now = new Date('2027-05-01T12:00:00Z')
  const host = `handelser-${dialect}.brollopssida.localhost:3000`
  let siteId: string
  let dinner: string
  let brunch: string
  const households: Record<'family' | 'friends', { _id: string; code: string }> = {} as never
  let groups = 0

  const owned = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, cookie: owner.cookie }, payload })
  const key = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rsvps/post-key?siteId=${siteId}`,
      headers: { host },
    })
    now = new Date(now.getTime() + 5_000)
    return res.json().key as string
  }
  const stored = async () => {
    const db = t.testDb.db.kysely
    const [rsvps, events] = await Promise.all([
      db.selectFrom('rsvps').select('id').where('site_id', '=', siteId).execute(),
      db.selectFrom('rsvp_event_answers').selectAll().where('site_id', '=', siteId).execute(),
    ])
    return { rsvps: rsvps.length, events }
  }
  const v4 = async (body: {
    code?: string
    events?: Record<string, string>
    allergies?: string
    group?: string
  }) => {
    const group = body.group ?? `grupp-${++groups}`
    return t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${siteId}/v4/`,
      headers: { host },
      payload: {
        guests: [
          {
            formElements: [
              { formElement: { id: 'name' }, value: 'Anna' },
              { formElement: { id: 'attend' }, selectedOption: { id: 'yes' } },
              { formElement: { id: 'allergies' }, value: body.allergies ?? '' },
            ],
            ...(body.events ? { events: body.events } : {}),
          },
        ],
        language: 'sv',
        groupIdentifier: group,
        postKey: await key(),
        formId: 'rsvp',
        formTitle: 'OSA',
        ...(body.code ? { inviteCode: body.code } : {}),
      },
    })
  }
  const plain = async (fields: Record<string, string>, code?: string) =>
    t.app.inject({
      method: 'POST',
      url: code ? `/sv?inbjudan=${code}` : '/sv',
      headers: {
        host,
        origin: `http://${host}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        _answer: 'rsvp',
        formId: 'rsvp',
        count: '1',
        postKey: await key(),
        groupIdentifier: `grupp-${++groups}`,
        language: 'sv',
        formTitle: 'OSA',
        website: '',
        'g0.name': 'Per',
        'g0.attend': 'yes',
        'g0.allergies': '',
        ...fields,
      }).toString(),
    })

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    siteId = await makeGuestSite(t, owner, host)
    dinner = (await owned('POST', `/api/sites/${siteId}/events`, event('Middag', '2027-06-11T19:00'))).json()
      .id
    brunch = (await owned('POST', `/api/sites/${siteId}/events`, event('Brunch', '2027-06-13T11:00'))).json()
      .id
    // The allergies are asked for the dinner only ("Fråga per händelse").
    const site = await t.services.sites.findById(siteId)
    if (!site) throw new Error('no site')
    const content = t.services.sites.content(site)
    const withDinnerQuestion = {
      ...content,
      siteModules: content.siteModules.map((m) =>
        isRsvp(m)
          ? {
              ...m,
              form: {
                formElements: m.form.formElements.map((e) =>
                  e.id === 'allergies' ? { ...e, eventId: dinner } : e,
                ),
              },
            }
          : m,
      ),
    }
    await t.services.sites.updateContent(site, null, withDinnerQuestion)
    for (const [which, name] of [
      ['family', 'Familjen'],
      ['friends', 'Vännerna'],
    ] as const) {
      const res = await owned('POST', `/api/sites/${siteId}/households`, { name, members: [{ name }] })
      households[which] = res.json()
    }
    // The family to the wedding and the dinner, the friends to the wedding and the brunch.
    await t.services.events.setInvitations(site, [households.family._id], ['main', dinner])
    await t.services.events.setInvitations(site, [households.friends._id], ['main', brunch])
  })
  afterAll(async () => {
    await t?.services.mail.dispatch()
    await t?.close()
  })
  beforeEach(() => {
    now = new Date(now.getTime() + 60_000)
  })

  it('refuses an answer to an uninvited event on the V4 call and the plain post, storing nothing', async () => {
    const before = await stored()
    const friends = households.friends.code
    const v4Refused = await v4({ code: friends, events: { main: 'yes', [dinner]: 'yes', [brunch]: 'no' } })
    expect(v4Refused.statusCode).toBe(403)
    expect(v4Refused.json().errorDescription).toEqual({
      sv: NOT_INVITED,
      en: 'The answer is for an event your invitation does not include, so nothing was saved. Reload the page and answer for your events.',
      da: 'Svaret gælder en begivenhed, som jeres invitation ikke omfatter, så intet blev gemt. Genindlæs siden, og svar for jeres begivenheder.',
    })
    // The dinner's question is the dinner's too.
    const question = await v4({ code: friends, events: { main: 'yes', [brunch]: 'no' }, allergies: 'nötter' })
    expect(question.statusCode).toBe(403)
    const plainRefused = await plain(
      { 'g0.event:main': 'yes', [`g0.event:${dinner}`]: 'yes', [`g0.event:${brunch}`]: 'yes' },
      friends,
    )
    expect(plainRefused.statusCode).toBe(403)
    expect(plainRefused.body).toContain('inget sparades')
    // The legacy V3 call names the dinner through its question.
    const v3 = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${siteId}/v3/`,
      headers: { host },
      payload: {
        persons: [
          {
            customValues: [
              { id: 'name', value: 'Vän', type: 'TextField' },
              { id: 'attend', value: 'yes', type: 'RadioGroup' },
              { id: 'allergies', value: 'nötter', type: 'TextField' },
            ],
          },
        ],
        postKey: await key(),
        source: 'site-form-rsvp',
        groupIdentifier: `grupp-${++groups}`,
        inviteCode: friends,
      },
    })
    expect(v3.statusCode).toBe(403)
    expect(v3.json().errorDescription.sv).toBe(NOT_INVITED)
    expect(await stored()).toEqual(before)
  })

  it('stores each guest’s answer per event once across retries, and shows it again on the personal link', async () => {
    const family = households.family.code
    const events = { main: 'yes', [dinner]: 'no' }
    const missing = await v4({ code: family, events: { main: 'yes' } })
    expect(missing.statusCode).toBe(400)
    const first = await v4({ code: family, events, group: 'familjen-1' })
    expect(first.statusCode, first.body).toBe(200)
    const again = await v4({ code: family, events, group: 'familjen-1' })
    expect(again.statusCode).toBe(200)
    const after = await stored()
    expect(after.events.map((e) => [e.event_id, e.answer]).sort()).toEqual(
      [
        ['main', 'yes'],
        [dinner, 'no'],
      ].sort(),
    )
    // The personal link's page carries them as the form fills them in again (issue 30's answer).
    const page = await t.app.inject({ method: 'GET', url: `/sv?inbjudan=${family}`, headers: { host } })
    expect(page.body).toContain(`"event:${dinner}":"no"`)
    // Changing the answer replaces the event answers with the new ones.
    const changed = await v4({ code: family, events: { main: 'yes', [dinner]: 'yes' }, allergies: 'gluten' })
    expect(changed.statusCode, changed.body).toBe(200)
    const replaced = await stored()
    expect(replaced.rsvps).toBe(after.rsvps)
    expect(replaced.events.filter((e) => e.event_id === dinner).map((e) => e.answer)).toEqual(['yes'])
  })

  it('takes the plain post of a personal link with its events', async () => {
    const res = await plain({ 'g0.event:main': 'no', [`g0.event:${brunch}`]: 'yes' }, households.friends.code)
    expect(res.statusCode, res.body.slice(0, 400)).toBe(303)
    const rows = (await stored()).events.filter((e) => e.event_id === brunch)
    expect(rows.map((e) => e.answer)).toEqual(['yes'])
  })

  it('counts per event in the viewer’s list and osa.xlsx, a deleted event’s answers kept and marked', async () => {
    // A household invited to everything answers with the spec's body: every event unanswered.
    const grannar = (
      await owned('POST', `/api/sites/${siteId}/households`, {
        name: 'Grannarna',
        members: [{ name: 'G', email: 'grannarna@example.se' }],
      })
    ).json()
    expect((await v4({ code: grannar.code, allergies: 'inga' })).statusCode).toBe(200)
    const list = await owned('GET', `/api/rsvps/${siteId}/v4`)
    expect(list.statusCode).toBe(200)
    const records = list.json().data as { householdName?: string; events?: Record<string, string | null> }[]
    const of = (name: string) => records.find((r) => r.householdName === name)?.events
    expect(of('Familjen')).toEqual({ main: 'yes', [dinner]: 'yes' })
    expect(of('Vännerna')).toEqual({ main: 'no', [brunch]: 'yes' })
    expect(of('Grannarna')).toEqual({ main: null, [dinner]: null, [brunch]: null })

    // The guest list: per household and event who comes.
    const listed = (await owned('GET', `/api/sites/${siteId}/households`)).json()
    const guestList = (listed.households ?? listed) as { name: string; eventAnswers?: unknown }[]
    expect(guestList.find((h) => h.name === 'Familjen')?.eventAnswers).toEqual({
      main: { yes: ['Anna'], no: [] },
      [dinner]: { yes: ['Anna'], no: [] },
    })
    expect(guestList.find((h) => h.name === 'Grannarna')?.eventAnswers).toBeUndefined()

    // A reminder to those invited to the dinner who have not answered for it: the neighbours only
    // (the family answered it, the friends are not invited to it).
    const reminder = await owned('POST', `/api/sites/${siteId}/households/reminders`, {
      audience: { kind: 'eventNotAnswered', eventId: dinner },
      language: 'sv',
      ...REMINDER_TEMPLATES.sv,
    })
    expect(reminder.statusCode, reminder.body).toBe(201)
    expect(reminder.json().recipients).toBe(1)

    // The brunch is deleted: its answers stay, in a column marked as deleted.
    expect((await owned('DELETE', `/api/sites/${siteId}/events/${brunch}`)).statusCode).toBeLessThan(300)
    const file = await owned('GET', `/api/rsvps/${siteId}/v4/export?lang=sv`)
    expect(file.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Svar')
    if (!sheet) throw new Error('no answers sheet')
    const headings = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(headings).toEqual(
      expect.arrayContaining(['Bröllopet', 'Middag', 'Brunch (borttagen)', 'Middag: Allergier']),
    )
    const summary = book.getWorksheet('Sammanställning')
    const rows: unknown[][] = []
    summary?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1))
    })
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Bröllopet', 'Kommer', 1],
        ['Bröllopet', 'Kommer inte', 1],
        ['Bröllopet', 'Inte svarat', 1],
        ['Middag', 'Kommer', 1],
        ['Middag', 'Kommer inte', 0],
        ['Middag', 'Inte svarat', 1],
        ['Brunch (borttagen)', 'Kommer', 1],
        ['Brunch (borttagen)', 'Inte svarat', 0],
      ]),
    )
  })

  it('takes the spec’s body on a site with one event and stores no answer per event', async () => {
    const oneHost = `en-handelse-${dialect}.brollopssida.localhost:3000`
    const oneSite = await makeGuestSite(t, owner, oneHost, guestSiteContent())
    const keyRes = await t.app.inject({
      method: 'GET',
      url: `/api/rsvps/post-key?siteId=${oneSite}`,
      headers: { host: oneHost },
    })
    now = new Date(now.getTime() + 5_000)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${oneSite}/v4/`,
      headers: { host: oneHost },
      payload: {
        guests: [
          {
            formElements: [
              { formElement: { id: 'name' }, value: 'Ett' },
              { formElement: { id: 'attend' }, selectedOption: { id: 'yes' } },
              { formElement: { id: 'allergies' }, value: 'inga' },
            ],
          },
        ],
        language: 'sv',
        groupIdentifier: 'en-handelse',
        postKey: keyRes.json().key,
        formId: 'rsvp',
        formTitle: 'OSA',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ invertedSuccess: false })
    const events = await t.testDb.db.kysely
      .selectFrom('rsvp_event_answers')
      .selectAll()
      .where('site_id', '=', oneSite)
      .execute()
    expect(events).toEqual([])
  })
})
