import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { makeAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('a guest answer sent again on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  let siteId: string
  const host = `igen-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    siteId = await makeGuestSite(t, await makeAccount(t.app), host)
  })
  afterAll(async () => t?.close())

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { host }, payload })
  const freshKey = async (kind: 'rsvps' | 'form-submissions') => {
    const key = (await t.app.inject({ url: `/api/${kind}/post-key`, headers: { host } })).json().key
    now = new Date(now.getTime() + 5_000)
    return key as string
  }
  const rsvp = async (groupIdentifier: string, name: string) =>
    post(`/api/rsvps/${siteId}/v4/`, {
      guests: [submittedAnswers(name, 'yes', 'Inga'), submittedAnswers(`${name} 2`, 'no')],
      language: 'sv',
      groupIdentifier,
      postKey: await freshKey('rsvps'),
      formId: 'rsvp',
      formTitle: 'OSA',
    })
  const form = async (groupIdentifier: string, who: string) =>
    post(`/api/form-submissions/${siteId}/`, {
      formElements: [{ formElement: { id: 'who' }, value: who }],
      groupIdentifier,
      postKey: await freshKey('form-submissions'),
      formId: 'speech',
      language: 'sv',
      formTitle: 'Tal',
    })
  const rows = (table: 'rsvps' | 'form_submissions', text: string) =>
    t.testDb.db.kysely
      .selectFrom(table)
      .select('form_elements')
      .where('site_id', '=', siteId)
      .execute()
      .then((all) => all.filter((r) => r.form_elements.includes(text)))
  const mailsAbout = async (text: string) =>
    (await t.services.outbox.latest(200)).filter((m) => m.text_body.includes(text))

  it('acknowledges a repeated RSVP and stores it and mails it once', async () => {
    expect((await rsvp('grupp-1', 'Anna Igen')).json()).toEqual({ invertedSuccess: false })
    expect((await rsvp('grupp-1', 'Anna Igen')).json()).toEqual({ invertedSuccess: false })
    expect(await rows('rsvps', 'Anna Igen')).toHaveLength(2)
    // One mail to each of the site's two listed addresses and to the owner (issue 31).
    expect(await mailsAbout('Anna Igen')).toHaveLength(3)
    expect((await rsvp('grupp-2', 'Anna Igen')).json()).toEqual({ invertedSuccess: false })
    expect(await rows('rsvps', 'Anna Igen')).toHaveLength(4)
  })

  it('stores two concurrent identical RSVPs once', async () => {
    const [a, b] = await Promise.all([
      rsvp('grupp-samtidigt', 'Bo Samtidig'),
      rsvp('grupp-samtidigt', 'Bo Samtidig'),
    ])
    expect(a?.json()).toEqual({ invertedSuccess: false })
    expect(b?.json()).toEqual({ invertedSuccess: false })
    expect(await rows('rsvps', 'Bo Samtidig')).toHaveLength(2)
    expect(await mailsAbout('Bo Samtidig')).toHaveLength(3)
  })

  it('acknowledges a repeated form answer, also concurrently, and stores it once', async () => {
    expect((await form('svar-1', 'Cilla Talare')).json()).toEqual({ invertedSuccess: false })
    expect((await form('svar-1', 'Cilla Talare')).json()).toEqual({ invertedSuccess: false })
    const both = await Promise.all([form('svar-2', 'Dan Talare'), form('svar-2', 'Dan Talare')])
    expect(both.map((r) => r.json())).toEqual([{ invertedSuccess: false }, { invertedSuccess: false }])
    expect(await rows('form_submissions', 'Cilla Talare')).toHaveLength(1)
    expect(await rows('form_submissions', 'Dan Talare')).toHaveLength(1)
    expect(await mailsAbout('Dan Talare')).toHaveLength(1)
  })
})
