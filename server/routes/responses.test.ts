import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import type { TestAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('responses viewer API on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  let owner: TestAccount
  let stranger: TestAccount
  let siteId: string
  const host = `svar-${dialect}.brollopssida.localhost:3000`

  withTwoAccounts(
    dialect,
    async (fixture) => {
      ;({ t, owner, stranger } = fixture)
      siteId = await makeGuestSite(t, owner, host, guestSiteContent({ formRecipients: [] }))
    },
    { clock: () => now },
  )

  const owner_ = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) } })

  async function answer(guests: ReturnType<typeof submittedAnswers>[], language = 'sv') {
    const key = (await t.app.inject({ url: '/api/rsvps/post-key', headers: { host } })).json().key
    now = new Date(now.getTime() + 4_000)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${siteId}/v4/`,
      headers: { host },
      payload: {
        guests,
        language,
        groupIdentifier: `g-${now.getTime()}`,
        postKey: key,
        formId: 'rsvp',
        formTitle: 'OSA',
      },
    })
    expect(res.json()).toEqual({ invertedSuccess: false })
  }

  it('is owner-only: 401 anonymous and 403 for another account on list, delete and export', async () => {
    for (const [method, url] of [
      ['GET', `/api/rsvps/${siteId}/v4`],
      ['DELETE', `/api/rsvps/${siteId}/v4/abc`],
      ['GET', `/api/rsvps/${siteId}/v4/export`],
      ['GET', `/api/form-submissions/${siteId}`],
      ['GET', `/api/form-submissions/${siteId}/export`],
    ] as const) {
      const anon = await owner_(method, url)
      expect(anon.statusCode, `${method} ${url}`).toBe(401)
      expect(anon.body).not.toContain('Anna')
      expect((await owner_(method, url, stranger.cookie)).statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('lists RSVPs in the spec shape, one record per guest, and deletes one', async () => {
    await answer([submittedAnswers('Anna', 'yes', 'Nötter'), submittedAnswers('Bo', 'no')])
    const list = await owner_('GET', `/api/rsvps/${siteId}/v4`, owner.cookie)
    expect(list.statusCode).toBe(200)
    const data = list.json().data
    expect(data).toHaveLength(2)
    expect(data[0]).toMatchObject({ language: 'sv', formTitle: 'OSA', formId: 'rsvp' })
    expect(data[0].formElements[0]).toMatchObject({ formElement: { id: 'name' }, value: 'Anna' })
    expect(data[0].groupIdentifier).toBe(data[1].groupIdentifier)
    const del = await owner_('DELETE', `/api/rsvps/${siteId}/v4/${data[1]._id}`, owner.cookie)
    expect(del.statusCode).toBe(200)
    expect((await owner_('DELETE', `/api/rsvps/${siteId}/v4/${data[1]._id}`, owner.cookie)).statusCode).toBe(
      404,
    )
    const after = (await owner_('GET', `/api/rsvps/${siteId}/v4`, owner.cookie)).json().data
    expect(after.map((r: { _id: string }) => r._id)).toEqual([data[0]._id])
    expect((await owner_('GET', `/api/sites/${siteId}`, owner.cookie)).json().hasRsvps).toBe(true)
  })

  it('exports 500 responses as a valid osa.xlsx with headers, real dates and a summary', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      id: `bulk-${i}`,
      site_id: siteId,
      form_id: 'rsvp',
      group_identifier: `bulk-g-${Math.floor(i / 2)}`,
      guest_index: i % 2,
      language: 'sv',
      form_title: 'OSA',
      form_elements: JSON.stringify([
        {
          formElement: { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' } },
          value: `Gäst ${i}`,
          selectedOption: null,
        },
        {
          formElement: { id: 'attend', formElementType: 'SingleSelect', label: { sv: 'Kommer du?' } },
          value: '',
          selectedOption:
            i % 5 === 0 ? { id: 'no', text: { sv: 'Nej tyvärr' } } : { id: 'yes', text: { sv: 'Ja' } },
        },
      ]),
      created_at: new Date(Date.UTC(2027, 3, 1, 10, 0, i)).toISOString(),
    }))
    await t.testDb.db.kysely.insertInto('rsvps').values(rows).execute()
    const res = await owner_('GET', `/api/rsvps/${siteId}/v4/export`, owner.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="osa.xlsx"')
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    expect(sheet.name).toBe('Svar')
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual([
      'Datum (Europe/Stockholm)',
      'Grupp',
      'Formulär',
      'Namn',
      'Kommer du?',
      'Allergier',
    ])
    expect(sheet?.rowCount).toBe(1 + 1 + 500)
    const last = sheet?.getRows(2, sheet.rowCount - 1)?.find((r) => r.getCell(4).value === 'Gäst 499')
    // 10:08:19 UTC is 12:08:19 in Stockholm's summer time, which the sheet shows.
    expect(last?.getCell(1).value).toEqual(new Date(Date.UTC(2027, 3, 1, 12, 8, 19)))
    expect(last?.getCell(5).value).toBe('Ja')
    const summary = book.worksheets[1]
    const cells = summary?.getSheetValues().flat().filter(Boolean)
    expect(cells).toContain('Nej tyvärr')
    const noRow = summary?.getRows(1, summary.rowCount)?.find((r) => r.getCell(2).value === 'Nej tyvärr')
    expect(noRow?.getCell(3).value).toBe(100)
  })
})
