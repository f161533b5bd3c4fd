import ExcelJS from 'exceljs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('personal invitations on %s (issue 22)', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  let owner: TestAccount
  let siteId: string
  let otherSiteId: string
  const host = `inbjudan-${dialect}.brollopssida.localhost:3000`
  const otherHost = `annan-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    siteId = await makeGuestSite(t, owner, host)
    otherSiteId = await makeGuestSite(t, owner, otherHost)
  })
  afterAll(async () => {
    // The notification mails of the last answers are still being sent.
    await t?.services.mail.dispatch()
    await t?.close()
  })
  beforeEach(() => {
    now = new Date(now.getTime() + 60_000)
  })

  const owned = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, cookie: owner.cookie }, payload })
  const guest = (method: 'GET' | 'POST', url: string, payload?: object, onHost = host) =>
    t.app.inject({ method, url, headers: { host: onHost }, payload })
  const addHousehold = async (site: string, body: object) =>
    (await owned('POST', `/api/sites/${site}/households`, body)).json()
  const send = async (group: string, guests: unknown[], inviteCode?: string) => {
    const postKey = (await guest('GET', '/api/rsvps/post-key')).json().key as string
    now = new Date(now.getTime() + 5_000)
    return guest('POST', `/api/rsvps/${siteId}/v4/`, {
      guests,
      language: 'sv',
      groupIdentifier: group,
      postKey,
      formId: 'rsvp',
      formTitle: 'OSA',
      ...(inviteCode ? { inviteCode } : {}),
    })
  }

  it('shows a code its own household only, and links the answer given with it', async () => {
    const berg = await addHousehold(siteId, {
      name: 'Familjen Berg',
      members: [{ name: 'Anna Berg', email: 'anna@example.se', phone: '070' }, { name: 'Bo Berg' }],
      extraGuests: 1,
    })
    const ek = await addHousehold(siteId, { name: 'Ek', members: [{ name: 'Eva Ek' }] })
    const foreign = await addHousehold(otherSiteId, { name: 'Annan sida', members: [{ name: 'X' }] })

    const invitation = await guest('GET', `/api/sites/${siteId}/invitations/${berg.code}`)
    expect(invitation.statusCode).toBe(200)
    expect(invitation.json()).toEqual({
      name: 'Familjen Berg',
      members: [{ name: 'Anna Berg' }, { name: 'Bo Berg' }],
      guestLimit: 3,
      answeredAt: null,
      answers: [],
    })
    expect(invitation.body).not.toContain('anna@example.se')
    expect(invitation.body).not.toContain('Ek')
    // A code of another site's household is no code here, and a made-up one neither.
    expect((await guest('GET', `/api/sites/${siteId}/invitations/${foreign.code}`)).statusCode).toBe(404)
    expect((await guest('GET', `/api/sites/${siteId}/invitations/${'A'.repeat(22)}`)).statusCode).toBe(404)
    expect((await guest('GET', `/api/sites/${siteId}/invitations/kort`)).statusCode).toBe(400)

    const tooMany = await send(
      'g-berg',
      [1, 2, 3, 4].map((i) => submittedAnswers(`G${i}`, 'yes', 'inga')),
      berg.code,
    )
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errorDescription.sv).toBe('Er inbjudan gäller högst 3 gäster.')

    const answered = await send(
      'g-berg',
      [submittedAnswers('Anna Berg', 'yes', 'inga'), submittedAnswers('Bo Berg', 'no')],
      berg.code,
    )
    expect(answered.json()).toEqual({ invertedSuccess: false })
    const list = (await owned('GET', `/api/sites/${siteId}/households`)).json().households
    const bergNow = list.find((h: { _id: string }) => h._id === berg._id)
    expect(bergNow.answeredAt).toBe(now.toISOString())
    expect(bergNow.status).toBe('yes')
    expect(bergNow.answers.map((a: { guestName: string; comes: boolean }) => [a.guestName, a.comes])).toEqual(
      [
        ['Anna Berg', true],
        ['Bo Berg', false],
      ],
    )
    expect(list.find((h: { _id: string }) => h._id === ek._id).answeredAt).toBeNull()

    // Without a code the RSVP works as before, and is no household's.
    expect((await send('g-utan', [submittedAnswers('Utan Kod', 'yes', 'inga')])).json()).toEqual({
      invertedSuccess: false,
    })
    const ekNo = await send('g-ek', [submittedAnswers('Eva Ek', 'no')], ek.code)
    expect(ekNo.statusCode).toBe(200)
    const after = (await owned('GET', `/api/sites/${siteId}/households`)).json().households
    expect(after.find((h: { _id: string }) => h._id === ek._id).status).toBe('no')

    // The responses viewer and osa.xlsx name the household of each answer.
    const records = (await owned('GET', `/api/rsvps/${siteId}/v4`)).json().data
    const byName = (name: string) =>
      records.find((r: { formElements: { value: string }[] }) => r.formElements.some((e) => e.value === name))
    expect(byName('Bo Berg').householdName).toBe('Familjen Berg')
    expect(byName('Eva Ek').householdName).toBe('Ek')
    expect(byName('Utan Kod').householdName).toBeUndefined()
    const xlsx = await owned('GET', `/api/rsvps/${siteId}/v4/export`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    const headers = (sheet.getRow(1).values as unknown[]).map(String)
    const column = headers.indexOf('Hushåll')
    expect(column).toBeGreaterThan(0)
    const households = sheet.getColumn(column).values.map((v) => String(v ?? ''))
    expect(households).toContain('Familjen Berg')
    expect(households).toContain('Ek')
  })

  it('refuses an answer without a code when the couple asks for one', async () => {
    const lund = await addHousehold(siteId, { name: 'Lund', members: [{ name: 'Lars Lund' }] })
    expect(
      (await owned('PUT', `/api/sites/${siteId}/households-settings`, { requireCode: true })).statusCode,
    ).toBe(200)
    expect((await owned('GET', `/api/sites/${siteId}/households`)).json().requireCode).toBe(true)
    const refused = await send('g-kodlos', [submittedAnswers('Någon', 'yes', 'inga')])
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorDescription.sv).toBe('Svara gärna via den personliga länken i er inbjudan.')
    const wrong = await send('g-fel', [submittedAnswers('Någon', 'yes', 'inga')], 'B'.repeat(22))
    expect(wrong.statusCode).toBe(403)
    expect((await send('g-lund', [submittedAnswers('Lars Lund', 'yes', 'inga')], lund.code)).json()).toEqual({
      invertedSuccess: false,
    })
    await owned('PUT', `/api/sites/${siteId}/households-settings`, { requireCode: false })
    expect((await send('g-fri', [submittedAnswers('Fri', 'yes', 'inga')])).statusCode).toBe(200)
  })
})
