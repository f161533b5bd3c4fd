import ExcelJS from 'exceljs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { createLegacyService } from './legacy-wiring.ts'

type Json = Record<string, unknown>

/** Free fields of new legacy answers (issue 19): stored and shown like the imported ones, before and after the upgrade. */
describe.each(testDialects())('free fields of legacy answers on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  let owner: TestAccount
  let siteId: string
  const host = `fria-falt-${dialect}.se`

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    const legacy = createLegacyService(t.testDb.db, t.services, () => now)
    siteId = (
      await legacy.importSite({
        document: { ...structuredClone(siteFixture), host },
        mail: owner.mail,
        brand: 'wedding',
        market: 'se',
        language: 'sv',
      })
    ).id
  })
  afterAll(async () => t?.close())
  beforeEach(() => {
    now = new Date(now.getTime() + 60_000)
  })

  const guest = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { host }, payload: payload as object })
  const ownerCall = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, cookie: owner.cookie } })
  const key = async (kind: 'rsvps' | 'form-submissions') => {
    const res = await guest('GET', `/api/${kind}/post-key`)
    now = new Date(now.getTime() + 5_000)
    return res.json().key as string
  }
  const legacyList = async () => (await ownerCall('GET', `/api/rsvps/${siteId}`)).json().data as Json[]

  it('stores the fixed and other free fields and custom values of removed questions, and shows them in /visa-osa', async () => {
    const res = await guest('POST', `/api/rsvps/${siteId}/v3/`, {
      persons: [
        {
          firstName: 'Lisa',
          lastName: 'Berg',
          mail: 'lisa@example.se',
          phone: '070-111',
          weddingYesOrNo: true,
          busFromStation: 'Ja tack',
          customValues: [
            { id: 'tfName', value: 'Lisa Berg', type: 'TextField', label: 'Namn' },
            { id: 'rgComing', value: 'Nej', type: 'RadioGroup', label: 'Kommer du?' },
            { id: 'tfRemoved', value: 'Sover över', type: 'TextField', label: 'Övernattning' },
          ],
        },
        {
          firstName: 'Nils',
          weddingYesOrNo: 'false',
          customValues: [
            { id: 'tfName', value: 'Nils', type: 'TextField' },
            { id: 'rgComing', value: 'Nej', type: 'RadioGroup' },
          ],
        },
      ],
      postKey: await key('rsvps'),
      source: 'site-form-mod-rsvp',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ invertedSuccess: false })

    const list = await legacyList()
    const lisa = list.find((r) => r.firstName === 'Lisa') as Json & { customValues: Json[] }
    expect(lisa).toMatchObject({
      lastName: 'Berg',
      mail: 'lisa@example.se',
      phone: '070-111',
      weddingYesOrNo: true,
    })
    expect(lisa.customValues).toEqual(
      expect.arrayContaining([
        { id: 'tfName', label: 'Namn', value: 'Lisa Berg', type: 'TextField' },
        { id: 'tfRemoved', label: 'Övernattning', value: 'Sover över', type: 'TextField' },
        { id: 'busFromStation', label: 'busFromStation', value: 'Ja tack', type: 'TextField' },
      ]),
    )
    const nils = list.find((r) => r.firstName === 'Nils') as Json
    expect(nils.weddingYesOrNo).toBe(false)
    // Fields Nils did not send are not given him.
    expect(nils).not.toHaveProperty('lastName')
    expect(nils).not.toHaveProperty('mail')

    const mail = (await t.services.outbox.latest(20)).find((m) => m.text_body.includes('Lisa Berg'))
    expect(mail?.text_body).toContain('Förnamn: Lisa')
    expect(mail?.text_body).toContain('Övernattning: Sover över')
  })

  it('puts the free fields in osa.xlsx', async () => {
    const res = await ownerCall('GET', `/api/rsvps/${siteId}/v4/export?lang=sv`)
    expect(res.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[]
    for (const column of ['Förnamn', 'Efternamn', 'E-post', 'Övernattning', 'busFromStation'])
      expect(header).toContain(column)
    const lisa = sheet
      .getRows(2, sheet.rowCount - 1)
      ?.find((r) => r.getCell(header.indexOf('Förnamn') + 1).value === 'Lisa')
    expect(lisa?.getCell(header.indexOf('Övernattning') + 1).value).toBe('Sover över')
    expect(lisa?.getCell(header.indexOf('E-post') + 1).value).toBe('lisa@example.se')
  })

  it('keeps the free fields of a speech sign-up', async () => {
    const res = await guest('POST', `/api/speeches/${siteId}/v2`, {
      speech: {
        firstName: 'Greta',
        minutes: 5,
        customValues: [{ id: 'spName', value: 'Greta Ek', type: 'TextField' }],
      },
      postKey: await key('form-submissions'),
    })
    expect(res.json()).toEqual({ invertedSuccess: false })
    const forms = JSON.stringify((await ownerCall('GET', `/api/form-submissions/${siteId}`)).json())
    expect(forms).toContain('Förnamn')
    expect(forms).toContain('"value":"5"')
  })

  it('shows them in the V2 viewer after the upgrade', async () => {
    expect((await ownerCall('POST', `/api/sites/${siteId}/upgrade`)).statusCode).toBe(200)
    const rsvps = JSON.stringify((await ownerCall('GET', `/api/rsvps/${siteId}/v4`)).json())
    for (const text of ['Förnamn', 'Lisa', 'Övernattning', 'Sover över', 'busFromStation', 'lisa@example.se'])
      expect(rsvps).toContain(text)
  })
})
