import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { makeAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('post keys on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  const sites: { id: string; host: string }[] = []

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      clock: () => now,
      limits: { guestSubmit: { max: 6, timeWindow: 60_000 } },
    })
    const owner = await makeAccount(t.app)
    for (const name of ['anna', 'bo']) {
      const host = `nyckel-${name}-${dialect}.brollopssida.localhost:3000`
      sites.push({ id: await makeGuestSite(t, owner, host), host })
    }
  })
  afterAll(async () => {
    await t?.services.mail.dispatch()
    await t?.close()
  })

  const key = async (host: string, query = '', ip = '10.0.0.1') => {
    const res = await t.app.inject({
      url: `/api/rsvps/post-key${query}`,
      headers: { host },
      remoteAddress: ip,
    })
    return res
  }
  const answer = (site: { id: string; host: string }, postKey: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${site.id}/v4/`,
      headers: { host: site.host },
      remoteAddress: '10.0.0.99',
      payload: {
        guests: [submittedAnswers(name, 'no')],
        language: 'sv',
        groupIdentifier: `g-${name}`,
        postKey,
        formId: 'rsvp',
        formTitle: 'OSA',
      },
    })
  const stored = async (name: string) =>
    (await t.testDb.db.kysely.selectFrom('rsvps').select('form_elements').execute()).filter((r) =>
      r.form_elements.includes(name),
    ).length

  it('binds a key to the site it was issued for: from another site it is spam', async () => {
    const [anna, bo] = sites as [{ id: string; host: string }, { id: string; host: string }]
    const fromAnna = (await key(anna.host, `?siteId=${anna.id}`, '10.0.1.1')).json().key
    const byHost = (await key(anna.host, '', '10.0.1.1')).json().key
    now = new Date(now.getTime() + 5_000)
    expect((await answer(bo, fromAnna, 'Fel Sida')).json()).toEqual({ invertedSuccess: true })
    expect(await stored('Fel Sida')).toBe(0)
    expect((await answer(anna, fromAnna, 'Rätt Sida')).json()).toEqual({ invertedSuccess: false })
    expect((await answer(anna, byHost, 'Via Värd')).json()).toEqual({ invertedSuccess: false })
    expect(await stored('Rätt Sida')).toBe(1)
  })

  it('lets a key live a few hours, not a day', async () => {
    const [anna] = sites as [{ id: string; host: string }]
    const fresh = (await key(anna.host, `?siteId=${anna.id}`, '10.0.2.1')).json().key
    const old = (await key(anna.host, `?siteId=${anna.id}`, '10.0.2.1')).json().key
    now = new Date(now.getTime() + 3 * 3600_000)
    expect((await answer(anna, fresh, 'Tre Timmar')).json()).toEqual({ invertedSuccess: false })
    now = new Date(now.getTime() + 1.5 * 3600_000)
    expect((await answer(anna, old, 'Fyra Och En Halv')).json()).toEqual({ invertedSuccess: true })
  })

  it('limits issuing keys like answers', async () => {
    const [anna] = sites as [{ id: string; host: string }]
    const codes: number[] = []
    for (let i = 0; i < 8; i++)
      codes.push((await key(anna.host, `?siteId=${anna.id}`, '10.0.3.1')).statusCode)
    expect(codes.slice(0, 6).every((c) => c === 200)).toBe(true)
    expect(codes.slice(6)).toEqual([429, 429])
  })
})
