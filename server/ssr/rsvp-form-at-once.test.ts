import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRsvp, type RsvpModule } from '#domain/modules/rsvp.ts'
import { makeAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { withoutEarlyForms } from '../test/plain-guest-site.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** The value of a hidden input in a rendered page. */
const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''

/** The guest site with its RSVP changed. */
const withRsvp = (change: Partial<RsvpModule>) => {
  const content = guestSiteContent()
  content.siteModules = content.siteModules.map((m) => (isRsvp(m) ? { ...m, ...change } : m))
  return content
}

describe.each(testDialects())('an RSVP with its one guest form at once on %s (issue 19)', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  const hosts = {
    on: `direkt-${dialect}.brollopssida.localhost:3000`,
    off: `knapp-${dialect}.brollopssida.localhost:3000`,
    three: `tre-${dialect}.brollopssida.localhost:3000`,
    closed: `stangd-${dialect}.brollopssida.localhost:3000`,
  }
  let siteId: string

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    const owner = await makeAccount(t.app)
    siteId = await makeGuestSite(
      t,
      owner,
      hosts.on,
      withRsvp({ maxNumberOfGuests: 1, openFormForOneGuest: true }),
    )
    await makeGuestSite(t, owner, hosts.off, withRsvp({ maxNumberOfGuests: 1, openFormForOneGuest: false }))
    await makeGuestSite(t, owner, hosts.three, withRsvp({ maxNumberOfGuests: 3, openFormForOneGuest: true }))
    await makeGuestSite(
      t,
      owner,
      hosts.closed,
      withRsvp({ maxNumberOfGuests: 1, openFormForOneGuest: true, lastAnswerDate: '2020-01-01' }),
    )
  })
  afterAll(async () => t?.close())

  const get = (host: string, url = '/sv') => t.app.inject({ method: 'GET', url, headers: { host } })
  const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

  it('renders the form open on the server with a key of its own, without the one-guest button', async () => {
    const page = await get(hosts.on)
    expect(page.statusCode).toBe(200)
    // The key makes the page this visitor's: not kept for the next one.
    expect(page.headers['cache-control']).toBe('private, no-store')
    const body = markup(page.body)
    expect(body).toMatch(/<form[^>]*method="post"/)
    expect(body).toContain('name="g0.name"')
    expect(body).not.toContain('name="g1.name"')
    expect(body).not.toContain('name="svara" value="rsvp"')
    expect(hidden(body, 'postKey')).not.toBe('')
    expect(hidden(body, 'count')).toBe('1')
    const second = await get(hosts.on)
    expect(hidden(second.body, 'postKey')).not.toBe(hidden(body, 'postKey'))
    expect(hidden(second.body, 'groupIdentifier')).not.toBe(hidden(body, 'groupIdentifier'))
  })

  it('takes the answer posted without a script', async () => {
    const page = await get(hosts.on)
    now = new Date(now.getTime() + 10_000)
    const fields: Record<string, string> = {}
    for (const name of ['_answer', 'formId', 'count', 'postKey', 'groupIdentifier', 'language', 'formTitle'])
      fields[name] = hidden(page.body, name)
    const res = await t.app.inject({
      method: 'POST',
      url: '/sv',
      headers: {
        host: hosts.on,
        origin: `http://${hosts.on}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        ...fields,
        'g0.name': 'Anna',
        'g0.attend': 'yes',
        'g0.allergies': 'nötter',
        website: '',
      }).toString(),
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(/^\/sv\?tack=rsvp&svar=[0-9a-f]{36}#osa$/)
    const stored = await t.testDb.db.kysely
      .selectFrom('rsvps')
      .selectAll()
      .where('site_id', '=', siteId)
      .execute()
    expect(stored.map((r) => r.group_identifier)).toEqual([fields.groupIdentifier])
  })

  it('keeps the button when the option is off, the count question when more may answer, and nothing past the last day', async () => {
    for (const host of [hosts.off, hosts.three, hosts.closed]) {
      const page = await get(host)
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control']).toBe('no-cache')
      // Only the hidden early form (for a tap before the script) may hold the fields.
      const shown = withoutEarlyForms(markup(page.body))
      expect(shown).not.toMatch(/<form[^>]*method="post"/)
      expect(shown).not.toContain('name="g0.name"')
    }
    expect(markup((await get(hosts.off)).body)).toMatch(
      /name="svara" value="rsvp"\/><div[^>]*><button type="submit" value="1"[^>]*name="antal"/,
    )
    expect(markup((await get(hosts.three)).body)).toMatch(
      /<button type="submit" value="3"[^>]*name="antal">3</,
    )
  })
})
