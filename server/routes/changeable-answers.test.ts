import ExcelJS from 'exceljs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('answers a guest can see and change, on %s (issue 21)', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  let owner: TestAccount
  let siteId: string
  const host = `andra-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    siteId = await makeGuestSite(t, owner, host)
  })
  afterAll(async () => t?.close())
  beforeEach(() => {
    now = new Date(now.getTime() + 60_000)
  })

  const guest = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host }, payload })
  const key = async () => {
    const k = (await guest('GET', '/api/rsvps/post-key')).json().key as string
    now = new Date(now.getTime() + 5_000)
    return k
  }
  const rows = (group: string) =>
    t.testDb.db.kysely
      .selectFrom('rsvps')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('group_identifier', '=', group)
      .orderBy('guest_index')
      .execute()
  const send = async (group: string, guests: unknown[], answerToken?: string) =>
    guest('POST', `/api/rsvps/${siteId}/v4/`, {
      guests,
      language: 'sv',
      groupIdentifier: group,
      postKey: await key(),
      formId: 'rsvp',
      formTitle: 'OSA',
      ...(answerToken ? { answerToken } : {}),
    })

  it('replaces the answer sent with the same group and token: durable, never doubled', async () => {
    const token = 'privat-token-anna-och-bo-1234'
    const first = await send('g-anna', [submittedAnswers('Anna', 'no'), submittedAnswers('Bo', 'no')], token)
    expect(first.json()).toEqual({ invertedSuccess: false })
    const created = (await rows('g-anna'))[0]?.created_at
    const changed = await send('g-anna', [submittedAnswers('Anna', 'yes', 'nötter')], token)
    expect(changed.json()).toEqual({ invertedSuccess: false, changed: true })
    const after = await rows('g-anna')
    expect(after).toHaveLength(1)
    expect(after[0]?.form_elements).toContain('nötter')
    expect(after[0]?.created_at).toBe(created)
    expect(after[0]?.changed_at).toBe(now.toISOString())
    // The same group without the token is a retry: acknowledged, nothing changed.
    const retry = await send('g-anna', [submittedAnswers('Mallory', 'no')])
    expect(retry.json()).toEqual({ invertedSuccess: false })
    expect((await rows('g-anna'))[0]?.form_elements).toContain('Anna')
    // Another token does not change it either.
    await send('g-anna', [submittedAnswers('Mallory', 'no')], 'nagon-annans-token-0000')
    expect((await rows('g-anna'))[0]?.form_elements).toContain('Anna')
  })

  it('mails the private link to a guest who gave an e-mail address, once, and only with a token', async () => {
    const outbox = (to: string) =>
      t.testDb.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute()
    const token = 'privat-token-med-epost-5678'
    const res = await send('g-epost', [submittedAnswers('Eva', 'yes', 'eva@example.se')], token)
    expect(res.json()).toEqual({ invertedSuccess: false })
    const [mail, ...more] = await outbox('eva@example.se')
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Ditt svar: OSA')
    expect(mail?.text_body).toContain(`http://${host}/sv?svar=${token}`)
    // A retry of the same group is the same answer: no second mail.
    await send('g-epost', [submittedAnswers('Eva', 'yes', 'eva@example.se')])
    expect(await outbox('eva@example.se')).toHaveLength(1)
    // Without a token there is no link to give.
    await send('g-utan', [submittedAnswers('Ulf', 'yes', 'ulf@example.se')])
    expect(await outbox('ulf@example.se')).toEqual([])
  })

  it('shows the owner the latest answer with when it was changed, in the list and osa.xlsx', async () => {
    const token = 'privat-token-dora-1234567890'
    await send('g-dora', [submittedAnswers('Dora', 'no')], token)
    await send('g-dora', [submittedAnswers('Dora', 'yes', 'inget')], token)
    const owned = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: APP_HOST, cookie: owner.cookie } })
    const list = (await owned(`/api/rsvps/${siteId}/v4`)).json().data as {
      formElements: { value: string; selectedOption: { id: string } | null }[]
      createdAt: string
      changedAt?: string
    }[]
    const dora = list.filter((r) => r.formElements[0]?.value === 'Dora')
    expect(dora).toHaveLength(1)
    expect(dora[0]?.formElements[1]?.selectedOption?.id).toBe('yes')
    expect(dora[0]?.changedAt).toBe(now.toISOString())
    expect(dora[0]?.changedAt).not.toBe(dora[0]?.createdAt)

    const res = await owned(`/api/rsvps/${siteId}/v4/export`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('osa.xlsx has no sheet')
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 3)).toEqual(['Datum (Europe/Stockholm)', 'Grupp', 'Ändrad (Europe/Stockholm)'])
  })

  it('opens the answer by its token, on any device', async () => {
    const token = 'privat-token-cleo-5678901234'
    await send('g-cleo', [submittedAnswers('Cleo', 'yes', 'gluten')], token)
    const res = await guest('GET', `/api/rsvps/${siteId}/answers/${token}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({
      formId: 'rsvp',
      groupIdentifier: 'g-cleo',
      guests: [{ name: 'Cleo', attend: 'yes', allergies: 'gluten' }],
      changedAt: null,
    })
    const wrong = await guest('GET', `/api/rsvps/${siteId}/answers/inte-ratt-token-123456`)
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().isErrorResponse).toBe(true)
  })

  it('keeps answers as sent when the owner turned changing off, and refuses answers after the last day', async () => {
    const content = guestSiteContent()
    const modules = content.siteModules.map((m) =>
      m.id === 'rsvp' ? { ...m, answersChangeable: false, lastAnswerDate: '2027-06-01' } : m,
    )
    const other = await makeGuestSite(t, owner, undefined, { ...content, siteModules: modules })
    const h = `andra-av-${dialect}.brollopssida.localhost:3000`
    await t.services.sites.activate(other, h.replace(':3000', ''), 12)
    const post = async (group: string, name: string) => {
      const k = (
        await t.app.inject({ method: 'GET', url: '/api/rsvps/post-key', headers: { host: h } })
      ).json().key as string
      now = new Date(now.getTime() + 5_000)
      return t.app.inject({
        method: 'POST',
        url: `/api/rsvps/${other}/v4/`,
        headers: { host: h },
        payload: {
          guests: [submittedAnswers(name, 'no')],
          language: 'sv',
          groupIdentifier: group,
          postKey: k,
          formId: 'rsvp',
          formTitle: 'OSA',
          answerToken: 'token-for-a-fixed-answer-1',
        },
      })
    }
    expect((await post('g-fast', 'Dan')).json()).toEqual({ invertedSuccess: false })
    expect((await post('g-fast', 'Dan igen')).json()).toEqual({ invertedSuccess: false })
    const stored = await t.testDb.db.kysely
      .selectFrom('rsvps')
      .select('form_elements')
      .where('site_id', '=', other)
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.form_elements).not.toContain('Dan igen')

    // 1 June is the last day everywhere; on 3 June no answer is taken.
    now = new Date('2027-06-03T00:00:00Z')
    const late = await post('g-late', 'Sen')
    expect(late.statusCode).toBe(403)
    expect(late.json().errorDescription.sv).toBe(
      'Sista dagen att svara har passerat, så svar tas inte längre emot.',
    )
    const lateRows = await t.testDb.db.kysely
      .selectFrom('rsvps')
      .select('id')
      .where('group_identifier', '=', 'g-late')
      .execute()
    expect(lateRows).toHaveLength(0)
  })
})
