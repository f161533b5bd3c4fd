import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { makeAccount } from '../test/factories.ts'
import { hidden } from '../test/plain-guest-site.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { createLegacyService } from './legacy-wiring.ts'

const FIELDS = ['_answer', 'formId', 'count', 'postKey', 'groupIdentifier', 'language', 'formTitle']

describe.each(testDialects())('the legacy page without JavaScript on %s (issue 30 item 6)', (dialect) => {
  let t: TestApp
  let siteId: string
  let now = new Date('2027-03-01T12:00:00Z')
  const host = `legacy-utan-js-${dialect}.se`

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      clock: () => now,
      sleep: async (ms: number) => {
        now = new Date(now.getTime() + ms)
      },
    })
    const owner = await makeAccount(t.app)
    const legacy = createLegacyService(t.testDb.db, t.services)
    const row = await legacy.importSite({
      document: { ...structuredClone(siteFixture), host },
      mail: owner.mail,
      brand: 'wedding',
      market: 'se',
      language: 'sv',
    })
    siteId = row.id
  })
  afterAll(async () => t?.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host } })
  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/',
      headers: {
        host,
        origin: `http://${host}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    })
  /** The page with a form open, as a tap without a script asks for it, and what its form posts. */
  async function opened(url: string) {
    const page = await get(url)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    now = new Date(now.getTime() + 10_000)
    return { page, fields: Object.fromEntries(FIELDS.map((name) => [name, hidden(page.body, name)])) }
  }
  const rsvps = () =>
    t.testDb.db.kysely.selectFrom('rsvps').selectAll().where('site_id', '=', siteId).execute()

  it('the RSVP count is a real form, and the RSVP opened by it posts to the page and is stored once', async () => {
    const start = await get('/')
    expect(start.body).toMatch(
      /<form [^>]*action="#osa" method="get"><input type="hidden" name="svara" value="mod-rsvp"\/>/,
    )
    expect(start.body).toMatch(/<button type="submit" value="2"[^>]*name="antal">2<\/button>/)

    const { page, fields } = await opened('/?svara=mod-rsvp&antal=2')
    expect(page.body).toMatch(/<form [^>]*action="\/#osa" method="post"/)
    expect(page.body).toContain('name="g1.tfName"')
    expect(page.body).toContain('name="g0.rgComing"')
    expect(fields).toMatchObject({ _answer: 'rsvp', formId: 'mod-rsvp', count: '2', language: 'sv' })
    expect(fields.postKey).not.toBe('')

    const before = (await rsvps()).length
    const answer = {
      ...fields,
      'g0.tfName': 'Lisa',
      'g0.rgComing': 'optYes',
      'g0.rgDinner': 'optVegNo',
      'g0.tfAllergy': 'nötter',
      'g1.tfName': 'Bo',
      'g1.rgComing': 'optNo',
      website: '',
    }
    const res = await post(answer)
    expect(res.statusCode).toBe(303)
    const location = res.headers.location as string
    expect(location).toMatch(/^\/\?tack=mod-rsvp&svar=[0-9a-f]{36}#osa$/)
    const stored = await rsvps()
    expect(stored.length - before).toBe(2)
    expect(stored.map((r) => r.form_elements).join()).toContain('nötter')

    const thanks = await get(location.replace(/#.*/, ''))
    expect(thanks.statusCode).toBe(200)
    expect(thanks.headers['cache-control']).toBe('private, no-store')
    expect(thanks.body).toContain('Tack för att du OSA, vi har tagit emot dina uppgifter.')
    expect(thanks.body).toContain('Din privata länk till svaret')

    // A double tap: thanked again, stored once.
    expect((await post(answer)).headers.location).toBe(location)
    expect((await rsvps()).length - before).toBe(2)

    // The private link opens the legacy form with the answers; its post replaces them.
    const token = /svar=([0-9a-f]{36})/.exec(location)?.[1] ?? ''
    const link = await opened(`/?svar=${token}`)
    expect(link.page.body).toContain('value="Lisa"')
    expect(link.page.body).toMatch(/name="g1.rgComing" checked="" value="optNo"/)
    expect(hidden(link.page.body, 'answerToken')).toBe(token)
    const changed = await post({
      ...link.fields,
      answerToken: token,
      count: '1',
      'g0.tfName': 'Lisa',
      'g0.rgComing': 'optNo',
      website: '',
    })
    expect(changed.statusCode).toBe(303)
    const group = (await rsvps()).filter((r) => r.group_identifier === fields.groupIdentifier)
    expect(group).toHaveLength(1)
    expect(group[0]?.changed_at).not.toBeNull()
  })

  it('a refused RSVP comes back with the reason and the answers kept', async () => {
    const { fields } = await opened('/?svara=mod-rsvp&antal=1')
    const res = await post({ ...fields, 'g0.tfPhone': '070-123', 'g0.rgComing': 'optNo', website: '' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.body).toMatch(/role="alert"[^>]*>Svaren kunde inte tas emot/)
    expect(res.body).toContain('value="070-123"')
    expect(res.body).toMatch(/name="g0.rgComing" checked="" value="optNo"/)
    expect(hidden(res.body, 'postKey')).not.toBe('')
  })

  it('the speech sign-up opens without a script and its post is stored with the thanks', async () => {
    const start = await get('/')
    expect(start.body).toMatch(
      /<form [^>]*action="#tal" method="get"><input type="hidden" name="svara" value="mod-speech"\/>/,
    )
    const { page, fields } = await opened('/?svara=mod-speech')
    expect(page.body).toContain('name="g0.spName"')
    expect(fields).toMatchObject({ _answer: 'form', formId: 'mod-speech' })
    const speeches = () =>
      t.testDb.db.kysely.selectFrom('form_submissions').selectAll().where('site_id', '=', siteId).execute()
    const before = (await speeches()).length
    const res = await post({ ...fields, 'g0.spName': 'Moster Ulla', 'g0.spAbout': 'Barndomen', website: '' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/?tack=mod-speech#tal')
    expect((await speeches()).length - before).toBe(1)
    const thanks = await get('/?tack=mod-speech')
    expect(thanks.body).toContain('Tack för att du anmält dig att tala')
  })
})
