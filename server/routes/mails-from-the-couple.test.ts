import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMINDER_LANGUAGES, REMINDER_TEMPLATES } from '#domain/households/messages.ts'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { headerOf, type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** An RFC 2047 header as a mail program shows it ("=?UTF-8?Q?Br=C3=B6llopssida?=" is "Bröllopssida"). */
function decoded(header: string | undefined): string {
  return (header ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}

describe.each(testDialects())('mails that come from the couple on %s (issue 31)', (dialect) => {
  let t: TestApp
  let sink: SmtpSink
  let owner: TestAccount
  let siteId: string
  const host = `anna-erik-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    sink = await startSmtpSink()
    // A guest's key is taken at once here: the minimum age of a key is tested elsewhere.
    t = await createTestApp(dialect, {}, { SMTP_URL: sink.url, POST_KEY_MIN_AGE_MS: '0' })
    owner = await makeAccount(t.app)
    const content = guestSiteContent({
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }, { languageCode: 'da' }],
      eventLogo: { name: 'RelaxedByHand', name1: 'Anna', name2: 'Erik' },
    })
    siteId = await makeGuestSite(t, owner, host, content)
    const added = await call('POST', `/api/sites/${siteId}/households`, {
      name: 'Familjen Alm',
      members: [{ name: 'Ada Alm', email: 'ada@example.se' }],
    })
    expect(added.statusCode).toBe(201)
  })
  afterAll(async () => {
    await t?.close()
    await sink?.close()
  })

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, cookie: owner.cookie }, payload })
  const newRows = async (seen: Set<string>) => {
    const rows = (await t.services.outbox.latest(200)).filter((m) => !seen.has(m.id))
    for (const row of rows) seen.add(row.id)
    return rows
  }

  it('names the couple in the default reminder in sv, en and da, from their name with their Reply-To, on the wire', async () => {
    const seen = new Set((await t.services.outbox.latest(200)).map((m) => m.id))
    const texts = {
      sv: { subject: 'Påminnelse: svara på inbjudan från Anna & Erik', end: 'Varma hälsningar\nAnna & Erik' },
      en: {
        subject: 'Reminder: please answer the invitation from Anna & Erik',
        end: 'Warm regards\nAnna & Erik',
      },
      da: {
        subject: 'Påmindelse: svar på invitationen fra Anna & Erik',
        end: 'Kærlige hilsner\nAnna & Erik',
      },
    }
    for (const language of REMINDER_LANGUAGES) {
      const sent = await call('POST', `/api/sites/${siteId}/households/reminders`, {
        audience: { kind: 'everyone' },
        language,
        ...REMINDER_TEMPLATES[language],
      })
      expect(sent.statusCode).toBe(201)
      await t.job('household-reminders').run(new Date())
      const [row, ...more] = await newRows(seen)
      expect(more).toHaveLength(0)
      expect(row?.subject).toBe(texts[language].subject)
      expect(row?.text_body).toContain(texts[language].end)
      expect(row?.text_body).not.toContain('{vi}')
      expect(row?.from_name).toBe('Anna & Erik via Bröllopssida')
      expect(row?.reply_to).toBe(owner.mail)
    }

    await t.services.mail.dispatch()
    const mails = await sink.received(3)
    for (const mail of mails) {
      // The brand's own address stays the From address (SPF, DKIM); the name is the couple's.
      expect(mail.from).toBe('no-reply@brollopssida.se')
      const from = decoded(headerOf(mail.raw, 'From')).replaceAll('"', '')
      expect(from).toBe('Anna & Erik via Bröllopssida <no-reply@brollopssida.se>')
      expect(headerOf(mail.raw, 'Reply-To')).toBe(owner.mail)
    }
  })

  it('sends replies to the address the owner chose, also from the answer-link mail to a guest', async () => {
    const seen = new Set((await t.services.outbox.latest(200)).map((m) => m.id))
    const saved = await call('PUT', `/api/sites/${siteId}/mail-settings`, {
      replyTo: 'anna.och.erik@example.se',
      rsvpToOwner: true,
      rsvpOwnerAddress: null,
    })
    expect(saved.statusCode).toBe(200)
    await call('POST', `/api/sites/${siteId}/households/reminders`, {
      audience: { kind: 'everyone' },
      language: 'sv',
      ...REMINDER_TEMPLATES.sv,
    })
    await t.job('household-reminders').run(new Date())
    const [reminder] = await newRows(seen)
    expect(reminder?.reply_to).toBe('anna.och.erik@example.se')

    const key = (await t.app.inject({ url: '/api/rsvps/post-key', headers: { host } })).json().key
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${siteId}/v4/`,
      headers: { host },
      payload: {
        guests: [submittedAnswers('gast@example.se', 'yes', 'Inga')],
        language: 'en',
        groupIdentifier: `g-${Math.random()}`,
        postKey: key,
        answerToken: 'a'.repeat(32),
        formId: 'rsvp',
        formTitle: 'RSVP',
      },
    })
    expect(answered.json()).toEqual({ invertedSuccess: false })
    const rows = await newRows(seen)
    const toGuest = rows.find((m) => m.to_address === 'gast@example.se')
    expect(toGuest?.text_body).toContain('Thank you for your answer to Anna & Erik!')
    expect(toGuest?.from_name).toBe('Anna & Erik via Bröllopssida')
    expect(toGuest?.reply_to).toBe('anna.och.erik@example.se')
    // A mail to the couple comes from the brand, as before.
    const toOwner = rows.find((m) => m.to_address === owner.mail)
    expect(toOwner?.subject).toBe('Ny OSA: RSVP')
    expect(toOwner?.from_name).toBeNull()
  })
})
