import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMINDER_TEMPLATES, renderReminder } from '#domain/households/messages.ts'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { answerLink, answerLinkMail } from '../services/guests/answer-link-mail.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const dinner = {
  title: { sv: 'Välkomstmiddag', en: 'Welcome dinner' },
  start: '2027-06-11T18:00',
  end: '2027-06-12T01:00',
  place: { name: 'Grand Hôtel', mapLocation: '' },
}
const brunch = { title: { sv: 'Brunch' }, start: '2027-06-13T11:00' }

describe.each(testDialects())('mails listing a household’s events on %s (issue 32, item 6)', (dialect) => {
  let t: TestApp
  let owner: TestAccount

  beforeAll(async () => {
    // A guest's key is taken at once here: the minimum age of a key is tested elsewhere.
    t = await createTestApp(dialect, {}, { POST_KEY_MIN_AGE_MS: '0' })
    owner = await makeAccount(t.app)
  })
  afterAll(async () => t?.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, cookie: owner.cookie }, payload })

  /** A published guest site with a household per name, each with an address of its own. */
  async function site(names: string[]) {
    const host = `program-${dialect}-${Math.random().toString(36).slice(2, 8)}.brollopssida.localhost:3000`
    const siteId = await makeGuestSite(t, owner, host)
    const households: { _id: string; code: string; name: string }[] = []
    for (const name of names) {
      const email = `${name.toLowerCase()}@example.se`
      households.push(
        (await call('POST', `/api/sites/${siteId}/households`, { name, members: [{ name, email }] })).json(),
      )
    }
    return { siteId, host, households }
  }
  const seenNow = async () => new Set((await t.services.outbox.latest(500)).map((m) => m.id))
  const newRows = async (seen: Set<string>) =>
    (await t.services.outbox.latest(500)).filter((m) => !seen.has(m.id))
  const remind = async (siteId: string, language: 'sv' | 'en') => {
    const seen = await seenNow()
    const sent = await call('POST', `/api/sites/${siteId}/households/reminders`, {
      audience: { kind: 'everyone' },
      language,
      ...REMINDER_TEMPLATES[language],
    })
    expect(sent.statusCode).toBe(201)
    await t.job('household-reminders').run(new Date())
    return newRows(seen)
  }
  const answer = async (siteId: string, host: string, code: string, email: string) => {
    const seen = await seenNow()
    const key = (await t.app.inject({ url: '/api/rsvps/post-key', headers: { host } })).json().key
    const token = `${email.slice(0, 3)}${'t'.repeat(40)}`
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${siteId}/v4/`,
      headers: { host },
      payload: {
        guests: [submittedAnswers(email, 'yes', 'Inga')],
        language: 'sv',
        groupIdentifier: `g-${Math.random()}`,
        postKey: key,
        answerToken: token,
        formId: 'rsvp',
        formTitle: 'OSA',
        inviteCode: code,
      },
    })
    expect(answered.json()).toEqual({ invertedSuccess: false })
    return { mail: (await newRows(seen)).find((m) => m.to_address === email), token }
  }

  it('lists each household its own events, with time and place, in the reminder and the answer mail', async () => {
    const { siteId, host, households } = await site(['Berg', 'Holm'])
    const [berg, holm] = households
    if (!berg || !holm) throw new Error('no households')
    const dinnerId = (await call('POST', `/api/sites/${siteId}/events`, dinner)).json().id
    const brunchId = (await call('POST', `/api/sites/${siteId}/events`, brunch)).json().id
    await call('PUT', `/api/sites/${siteId}/events/invitations`, {
      householdIds: [berg._id],
      eventIds: [dinnerId, brunchId],
    })

    const rows = await remind(siteId, 'sv')
    const toBerg = rows.find((m) => m.to_address === 'berg@example.se')?.text_body ?? ''
    const toHolm = rows.find((m) => m.to_address === 'holm@example.se')?.text_body ?? ''
    expect(toBerg).toContain(
      'Ni är inbjudna till:\n- Välkomstmiddag: fredag 11 juni 2027 kl. 18:00–01:00, Grand Hôtel\n- Brunch: söndag 13 juni 2027 kl. 11:00\n\n--\n',
    )
    expect(toBerg).not.toContain('Bröllopet')
    // Holm has every event, the default one first.
    expect(toHolm).toMatch(/Ni är inbjudna till:\n- Bröllopet: [^\n]+\n- Välkomstmiddag: [^\n]+\n- Brunch: /)
    const inEnglish = await remind(siteId, 'en')
    expect(inEnglish.find((m) => m.to_address === 'berg@example.se')?.text_body).toContain(
      'You are invited to:\n- Welcome dinner: Friday, 11 June 2027 at 18:00–01:00, Grand Hôtel\n- Brunch: Sunday, 13 June 2027 at 11:00',
    )

    const { mail } = await answer(siteId, host, berg.code, 'gast.berg@example.se')
    expect(mail?.text_body).toContain(
      'Ni är inbjudna till:\n- Välkomstmiddag: fredag 11 juni 2027 kl. 18:00–01:00, Grand Hôtel\n- Brunch: söndag 13 juni 2027 kl. 11:00',
    )
    expect(mail?.text_body).not.toContain('Bröllopet')
  })

  it('sends exactly the mails of today when the site has one event', async () => {
    const { siteId, host, households } = await site(['Ek'])
    const [ek] = households
    if (!ek) throw new Error('no household')
    const [reminder] = await remind(siteId, 'sv')
    const listed = (await call('GET', `/api/sites/${siteId}/households`)).json().households[0]
    const expected = renderReminder(
      { ...REMINDER_TEMPLATES.sv, language: 'sv' },
      {
        name: 'Ek',
        link: listed.link,
        unsubscribeLink: `http://${APP_HOST}/api/households/unsubscribe/${ek.code}?lang=sv`,
      },
      reminder?.from_name?.replace(/ via .*$/, '') ?? '',
    )
    expect(reminder?.text_body).toBe(expected.text)

    const { mail, token } = await answer(siteId, host, ek.code, 'gast.ek@example.se')
    const link = answerLink(`http://${host}/`, 'sv', token)
    const sender = mail?.from_name?.replace(/ via .*$/, '') ?? ''
    expect(mail?.text_body).toBe(answerLinkMail('sv', 'OSA', link, sender).text)
  })
})
