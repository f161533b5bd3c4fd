import { describe, expect, it } from 'vitest'
import { hidden, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('guest forms without JavaScript on %s (issue 21)', (dialect) => {
  const host = `utan-js-${dialect}.brollopssida.localhost:3000`
  const site = withPlainGuestSite(dialect, host)
  const { get, post, wait } = site
  const rsvps = () =>
    site.t.testDb.db.kysely.selectFrom('rsvps').selectAll().where('site_id', '=', site.siteId).execute()

  /** The page with the RSVP open for `count` guests, and what its form would post. */
  async function openRsvp(count: number, language = 'sv') {
    const page = await get(`/${language}?svara=rsvp&antal=${count}`)
    expect(page.statusCode).toBe(200)
    const fields: Record<string, string> = {}
    for (const name of [
      '_answer',
      'formId',
      'count',
      'postKey',
      'groupIdentifier',
      'language',
      'formTitle',
    ]) {
      fields[name] = hidden(page.body, name)
    }
    wait(10_000)
    return { page, fields }
  }

  it('renders the form open on the server, posting form-encoded to the page, with its own key', async () => {
    const { page, fields } = await openRsvp(2)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.body).toMatch(/<form[^>]*method="post"/)
    expect(page.body).toContain('name="g0.name"')
    expect(page.body).toContain('name="g1.attend"')
    expect(page.body).toContain('name="website"')
    // The form's own styles are in the page, so it looks right (and the honeypot stays hidden) without the script.
    expect(page.body).toMatch(/<style data-href="guest-form">[^<]*honeypot/)
    expect(fields).toMatchObject({ _answer: 'rsvp', formId: 'rsvp', count: '2', language: 'sv' })
    expect(fields.postKey).not.toBe('')
    // The ways in are real forms: a tap before the script runs asks for this page.
    const plain = await get('/sv')
    expect(plain.body).toMatch(
      /<form [^>]*action="#osa" method="get"><input type="hidden" name="svara" value="rsvp"\/>/,
    )
    expect(plain.body).toMatch(/<button type="submit" value="2"[^>]*name="antal">2<\/button>/)
  })

  it('stores a posted answer once and answers with the confirmation at the module', async () => {
    const before = (await rsvps()).length
    const { fields } = await openRsvp(2)
    const answer = {
      ...fields,
      'g0.name': 'Anna',
      'g0.attend': 'yes',
      'g0.allergies': 'nötter',
      'g1.name': 'Bo',
      'g1.attend': 'no',
      website: '',
    }
    const res = await post('/sv?svara=rsvp&antal=2', answer)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(/^\/sv\?tack=rsvp&svar=[0-9a-f]{36}#osa$/)
    const stored = await rsvps()
    expect(stored.length - before).toBe(2)
    expect(new Set(stored.slice(-2).map((r) => r.group_identifier))).toEqual(
      new Set([fields.groupIdentifier]),
    )

    const confirmation = await get('/sv?tack=rsvp')
    expect(confirmation.body).toMatch(/role="status"[^>]*><p[^>]*>Tack!<\/p><p[^>]*>Tack för att du OSA/)

    // The same answer again (a double tap, a reload after a lost reply) with a fresh key: still once.
    const again = await openRsvp(2)
    const res2 = await post('/sv', { ...answer, postKey: again.fields.postKey ?? '' })
    expect(res2.statusCode).toBe(303)
    expect((await rsvps()).length - before).toBe(2)
  })

  it('refuses what the JSON call refuses, with the form open again, the answers kept, in the page language', async () => {
    const before = (await rsvps()).length
    const { fields } = await openRsvp(1, 'en')
    const res = await post('/en', { ...fields, 'g0.name': 'Anna <3', 'g0.attend': 'yes' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Failed to send RSVP')
    expect(res.body).toContain('value="Anna &lt;3"')
    expect(res.body).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="g0.allergies"/)
    expect((await rsvps()).length).toBe(before)
    // A fresh key in the page, so the corrected answer can go.
    expect(hidden(res.body, 'postKey')).not.toBe(fields.postKey)
  })

  it('a filled honeypot or a used key is answered as a robot and stores nothing', async () => {
    const before = (await rsvps()).length
    const { fields } = await openRsvp(1)
    const answer = { ...fields, 'g0.name': 'Robot', 'g0.attend': 'no', 'g0.allergies': 'x' }
    const bot = await post('/sv', { ...answer, website: 'http://spam.example' })
    expect(bot.statusCode).toBe(200)
    expect(bot.body).toContain('Tyvärr identifierade vi dig som en robot')
    expect((await rsvps()).length).toBe(before)
  })

  it('sends the form module too, and refuses a form that is not on the site', async () => {
    const page = await get('/sv?svara=speech&antal=1')
    expect(page.body).toContain('name="g0.who"')
    wait(10_000)
    const fields = Object.fromEntries(
      ['_answer', 'formId', 'count', 'postKey', 'groupIdentifier', 'language', 'formTitle'].map((n) => [
        n,
        hidden(page.body, n),
      ]),
    )
    const res = await post('/sv', { ...fields, 'g0.who': 'Farbror Sven' })
    expect(res.statusCode).toBe(303)
    const rows = await site.t.testDb.db.kysely
      .selectFrom('form_submissions')
      .selectAll()
      .where('site_id', '=', site.siteId)
      .execute()
    expect(rows.some((r) => r.form_elements.includes('Farbror Sven'))).toBe(true)
    const gone = await post('/sv', { ...fields, formId: 'hidden-form' })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toContain('Formuläret finns inte längre på sidan')
  })

  it('refuses a post from another site', async () => {
    const res = await site.t.app.inject({
      method: 'POST',
      url: '/sv',
      headers: {
        host,
        origin: 'http://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'formId=rsvp',
    })
    expect(res.statusCode).toBe(403)
  })

  it('puts the form in the page hidden for a tap before the script; sent before its key came, it comes back to send again', async () => {
    const page = await get('/sv')
    const early = page.body.slice(page.body.indexOf('data-early-form='))
    expect(early).toMatch(/^data-early-form="\/api\/rsvps\/post-key\?siteId=[^"]+"><form[^>]*method="post"/)
    expect(page.body).toMatch(/<div hidden="" data-early-form=/)
    // The page is everyone's (cached): the early-tap script fetches the key and makes the group.
    expect(hidden(early, 'postKey')).toBe('')
    expect(hidden(early, 'groupIdentifier')).toBe('')
    expect(early).toContain('name="g1.attend"')
    expect(page.body).toMatch(/<style data-href="guest-form">/)
    const before = (await rsvps()).length
    const fields = Object.fromEntries(
      ['_answer', 'formId', 'language', 'formTitle'].map((name) => [name, hidden(early, name)]),
    )
    const sent = {
      ...fields,
      count: '1',
      groupIdentifier: 'tidig-1',
      'g0.name': 'Tidig',
      'g0.attend': 'yes',
      'g0.allergies': 'inga',
    }
    const res = await post('/sv', { ...sent, postKey: '', website: '' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(
      'Sidan hann inte bli klar innan svaren skickades. Svaren finns kvar: skicka dem igen.',
    )
    expect(res.body).toContain('value="Tidig"')
    expect(hidden(res.body, 'groupIdentifier')).toBe('tidig-1')
    const key = hidden(res.body, 'postKey')
    expect(key).not.toBe('')
    expect(await rsvps()).toHaveLength(before)
    wait(10_000)
    const again = await post('/sv', { ...sent, postKey: key, website: '' })
    expect(again.statusCode).toBe(303)
    expect((await rsvps()).length - before).toBe(1)
  })
})
