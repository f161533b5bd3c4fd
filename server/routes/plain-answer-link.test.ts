import { describe, expect, it } from 'vitest'
import { makeAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { hidden, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { testDialects } from '../test/test-db.ts'

const FIELDS = ['_answer', 'formId', 'count', 'postKey', 'groupIdentifier', 'language', 'formTitle']

describe.each(testDialects())(
  'the private answer link of an RSVP sent without JavaScript on %s (issue 30 item 5)',
  (dialect) => {
    const host = `lank-${dialect}.brollopssida.localhost:3000`
    const site = withPlainGuestSite(dialect, host)
    const { get, post, wait } = site
    const outbox = (to: string) =>
      site.t.testDb.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute()

    async function openRsvp(path: string, headers: { host: string } = { host }) {
      const page = await site.t.app.inject({ method: 'GET', url: path, headers })
      expect(page.statusCode).toBe(200)
      wait(10_000)
      return Object.fromEntries(FIELDS.map((name) => [name, hidden(page.body, name)]))
    }

    it('thanks with the private link on a page of its own, mails it, and the link opens the answer', async () => {
      const fields = await openRsvp('/sv?svara=rsvp&antal=1')
      const answer = {
        ...fields,
        'g0.name': 'Eva',
        'g0.attend': 'yes',
        'g0.allergies': 'eva@example.se',
        website: '',
      }
      const res = await post('/sv', answer)
      expect(res.statusCode).toBe(303)
      expect(res.headers['cache-control']).toBe('private, no-store')
      const location = res.headers.location as string
      const token = /^\/sv\?tack=rsvp&svar=([0-9a-f]{36})#osa$/.exec(location)?.[1]
      expect(token).toBeDefined()

      const thanks = await get(location.replace(/#.*/, ''))
      expect(thanks.statusCode).toBe(200)
      expect(thanks.headers['cache-control']).toBe('private, no-store')
      const link = `http://${host}/sv?svar=${token}#osa`
      expect(thanks.body).toContain('Din privata länk till svaret')
      expect(thanks.body).toContain(`<a href="${link}">${link}</a>`)

      // The "Ditt svar" mail, as the V4 call sends it, once.
      const [mail, ...more] = await outbox('eva@example.se')
      expect(more).toEqual([])
      expect(mail?.subject).toBe('Ditt svar: OSA')
      expect(mail?.text_body).toContain(`http://${host}/sv?svar=${token}`)

      // A double tap posts the same form again: the same answer, the same link, no second mail.
      const again = await post('/sv', answer)
      expect(again.headers.location).toBe(location)
      expect(await outbox('eva@example.se')).toHaveLength(1)

      const opened = await get(`/sv?svar=${token}`)
      expect(hidden(opened.body, 'answerToken')).toBe(token)
      expect(opened.body).toMatch(/value="eva@example.se"/)
    })

    it('in English the link is labelled in English', async () => {
      const fields = await openRsvp('/en?svara=rsvp&antal=1')
      const res = await post('/en', {
        ...fields,
        'g0.name': 'Ian',
        'g0.attend': 'no',
        website: '',
      })
      const location = res.headers.location as string
      expect(location).toMatch(/^\/en\?tack=rsvp&svar=[0-9a-f]{36}#/)
      const thanks = await get(location.replace(/#.*/, ''))
      expect(thanks.body).toContain('Your private link to the answer')
    })

    it('after the last day the link shows the answers, read only, and says they can no longer change', async () => {
      const content = guestSiteContent()
      const modules = content.siteModules.map((m) =>
        m.id === 'rsvp' ? { ...m, lastAnswerDate: '2027-06-01' } : m,
      )
      const closing = `stanger-${dialect}.brollopssida.localhost:3000`
      const other = await makeGuestSite(site.t, await makeAccount(site.t.app), undefined, {
        ...content,
        siteModules: modules,
      })
      await site.t.services.sites.activate(other, closing.replace(':3000', ''), 12)
      const fields = await openRsvp('/sv?svara=rsvp&antal=1', { host: closing })
      const res = await site.t.app.inject({
        method: 'POST',
        url: '/sv',
        headers: {
          host: closing,
          origin: `http://${closing}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          ...fields,
          'g0.name': 'Sen Gäst',
          'g0.attend': 'yes',
          'g0.allergies': 'skaldjur',
          website: '',
        }).toString(),
      })
      expect(res.statusCode).toBe(303)
      const token = /svar=([0-9a-f]{36})/.exec(res.headers.location as string)?.[1]
      wait(60 * 24 * 3600 * 1000)

      const page = await site.t.app.inject({
        method: 'GET',
        url: `/sv?svar=${token}`,
        headers: { host: closing },
      })
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      expect(page.body).toContain('Svaren kan inte längre ändras.')
      expect(page.body).toMatch(/<dd>Sen Gäst<\/dd>/)
      expect(page.body).toMatch(/<dd>skaldjur<\/dd>/)
      // Read only: no form to change it with.
      expect(hidden(page.body, 'answerToken')).toBe('')
    })
  },
)
