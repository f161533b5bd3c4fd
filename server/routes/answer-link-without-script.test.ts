import { describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { hidden, withoutEarlyForms, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { testDialects } from '../test/test-db.ts'

const FIELDS = [
  '_answer',
  'formId',
  'count',
  'postKey',
  'groupIdentifier',
  'language',
  'formTitle',
  'answerToken',
]

describe.each(testDialects())(
  'changing an answer by its private link without JavaScript on %s (issue 30)',
  (dialect) => {
    const host = `andra-${dialect}.brollopssida.localhost:3000`
    const site = withPlainGuestSite(dialect, host)
    const { get, post, wait } = site
    const rows = (group: string) =>
      site.t.testDb.db.kysely
        .selectFrom('rsvps')
        .selectAll()
        .where('site_id', '=', site.siteId)
        .where('group_identifier', '=', group)
        .orderBy('guest_index')
        .execute()

    it('opens the answer in its form and a plain post of the form replaces it', async () => {
      const token = 'privat-token-utan-skript-1234'
      const key = (
        await site.t.app.inject({ method: 'GET', url: '/api/rsvps/post-key', headers: { host } })
      ).json().key as string
      wait(10_000)
      const sent = await site.t.app.inject({
        method: 'POST',
        url: `/api/rsvps/${site.siteId}/v4/`,
        headers: { host },
        payload: {
          guests: [submittedAnswers('Anna', 'no'), submittedAnswers('Bo', 'no')],
          language: 'sv',
          groupIdentifier: 'g-andra',
          postKey: key,
          formId: 'rsvp',
          formTitle: 'OSA',
          answerToken: token,
        },
      })
      expect(sent.json()).toEqual({ invertedSuccess: false })

      const page = await get(`/sv?svar=${token}`)
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      const form = withoutEarlyForms(page.body)
      expect(form).toMatch(/value="Anna"/)
      expect(form).toMatch(/value="Bo"/)
      const fields = Object.fromEntries(FIELDS.map((name) => [name, hidden(page.body, name)]))
      expect(fields).toMatchObject({ count: '2', groupIdentifier: 'g-andra', answerToken: token })

      wait(10_000)
      const res = await post('/sv', {
        ...fields,
        count: '1',
        'g0.name': 'Anna',
        'g0.attend': 'yes',
        'g0.allergies': 'nötter',
        website: '',
      })
      expect(res.statusCode).toBe(303)
      const after = await rows('g-andra')
      expect(after).toHaveLength(1)
      expect(after[0]?.form_elements).toContain('nötter')
      expect(after[0]?.changed_at).not.toBeNull()
    })

    it('an unknown token opens nothing: the page as everyone sees it', async () => {
      const page = await get(`/sv?svar=${'x'.repeat(24)}`)
      expect(page.statusCode).toBe(200)
      expect(hidden(page.body, 'answerToken')).toBe('')
    })
  },
)
