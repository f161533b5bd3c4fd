import { describe, expect, it } from 'vitest'
import { POST_KEY_MIN_AGE_MS } from '#domain/forms/post-key-age.ts'
import { hidden, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { testDialects } from '../test/test-db.ts'

const FIELDS = ['_answer', 'formId', 'count', 'postKey', 'groupIdentifier', 'language', 'formTitle']

describe.each(testDialects())(
  'a no-JavaScript send posted again, or at once, on %s (issue 30)',
  (dialect) => {
    const host = `igen-${dialect}.brollopssida.localhost:3000`
    const site = withPlainGuestSite(dialect, host)
    const { get, post, wait } = site
    const rsvps = () =>
      site.t.testDb.db.kysely.selectFrom('rsvps').selectAll().where('site_id', '=', site.siteId).execute()
    const speeches = () =>
      site.t.testDb.db.kysely
        .selectFrom('form_submissions')
        .selectAll()
        .where('site_id', '=', site.siteId)
        .execute()

    async function opened(url: string) {
      const page = await get(url)
      expect(page.statusCode).toBe(200)
      return Object.fromEntries(FIELDS.map((name) => [name, hidden(page.body, name)]))
    }

    it('the same RSVP form posted twice (a double tap, a reload after a lost reply) thanks both times and stores once', async () => {
      const before = (await rsvps()).length
      const fields = await opened('/sv?svara=rsvp&antal=1')
      wait(10_000)
      const answer = { ...fields, 'g0.name': 'Dubbel', 'g0.attend': 'no', website: '' }
      const first = await post('/sv', answer)
      expect(first.statusCode).toBe(303)
      const second = await post('/sv', answer)
      expect(second.statusCode).toBe(303)
      // Thanked with the same private link: both posts name the one stored answer.
      expect(first.headers.location).toMatch(/^\/sv\?tack=rsvp&svar=[0-9a-f]{36}#osa$/)
      expect(second.headers.location).toBe(first.headers.location)
      expect(second.body).not.toContain('robot')
      expect((await rsvps()).length - before).toBe(1)
    })

    it('the same speech form posted twice thanks both times and stores once', async () => {
      const before = (await speeches()).length
      const fields = await opened('/sv?svara=speech&antal=1')
      wait(10_000)
      const answer = { ...fields, 'g0.who': 'Moster Ulla', website: '' }
      expect((await post('/sv', answer)).statusCode).toBe(303)
      const again = await post('/sv', answer)
      expect(again.statusCode).toBe(303)
      expect((await speeches()).length - before).toBe(1)
    })

    it('a send right after the page came is held until its key is old enough, then stored', async () => {
      const before = (await rsvps()).length
      const fields = await opened('/sv?svara=rsvp&antal=1')
      wait(1_000)
      const res = await post('/sv', { ...fields, 'g0.name': 'Snabb', 'g0.attend': 'no', website: '' })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toMatch(/^\/sv\?tack=rsvp&svar=[0-9a-f]{36}#osa$/)
      expect(site.slept).toEqual([POST_KEY_MIN_AGE_MS - 1_000])
      expect((await rsvps()).length - before).toBe(1)
    })

    it('still calls a robot a robot: a filled honeypot, or a spent key with another group', async () => {
      const before = (await rsvps()).length
      const fields = await opened('/sv?svara=rsvp&antal=1')
      const bot = await post('/sv', { ...fields, 'g0.name': 'Robot', 'g0.attend': 'no', website: 'x' })
      expect(bot.statusCode).toBe(200)
      expect(bot.body).toContain('Tyvärr identifierade vi dig som en robot')
      expect(site.slept).toEqual([])
      wait(10_000)
      const answer = { ...fields, 'g0.name': 'Människa', 'g0.attend': 'no', website: '' }
      expect((await post('/sv', answer)).statusCode).toBe(303)
      const replay = await post('/sv', { ...answer, groupIdentifier: 'en-annan-grupp' })
      expect(replay.body).toContain('Tyvärr identifierade vi dig som en robot')
      expect((await rsvps()).length - before).toBe(1)
    })
  },
)
