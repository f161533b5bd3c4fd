import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import type { TestAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { withAccount } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('RSVP group numbers on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  let owner: TestAccount
  let siteId: string
  const host = `grupper-${dialect}.brollopssida.localhost:3000`

  withAccount(
    dialect,
    async (fixture) => {
      ;({ t, owner } = fixture)
      siteId = await makeGuestSite(t, owner, host, guestSiteContent({ formRecipients: [] }))
    },
    { clock: () => now },
  )

  const asOwner = (method: 'GET' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, cookie: owner.cookie } })

  async function answer(...names: string[]) {
    const key = (await t.app.inject({ url: '/api/rsvps/post-key', headers: { host } })).json().key
    now = new Date(now.getTime() + 4_000)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${siteId}/v4/`,
      headers: { host },
      payload: {
        guests: names.map((name) => submittedAnswers(name, 'yes', 'Inga')),
        language: 'sv',
        groupIdentifier: `g-${now.getTime()}`,
        postKey: key,
        formId: 'rsvp',
        formTitle: 'OSA',
      },
    })
    expect(res.json()).toEqual({ invertedSuccess: false })
  }

  const list = async () =>
    (await asOwner('GET', `/api/rsvps/${siteId}/v4`)).json().data as {
      _id: string
      groupNumber: number
      formElements: { value?: string }[]
    }[]
  const numbersByName = async () =>
    Object.fromEntries((await list()).map((r) => [r.formElements[0]?.value, r.groupNumber]))

  it('numbers parties in the order they answered and never moves a number after a delete', async () => {
    await answer('Anna', 'Bo')
    await answer('Cilla')
    await answer('Dan')
    expect(await numbersByName()).toEqual({ Anna: 1, Bo: 1, Cilla: 2, Dan: 3 })

    // Cilla's party is deleted: Dan stays 3, and the next party gets 4, not 3 again.
    const cilla = (await list()).find((r) => r.formElements[0]?.value === 'Cilla')
    expect((await asOwner('DELETE', `/api/rsvps/${siteId}/v4/${cilla?._id}`)).statusCode).toBe(200)
    expect(await numbersByName()).toEqual({ Anna: 1, Bo: 1, Dan: 3 })
    await answer('Eva')
    expect(await numbersByName()).toEqual({ Anna: 1, Bo: 1, Dan: 3, Eva: 4 })

    // osa.xlsx shows the same numbers.
    const res = await asOwner('GET', `/api/rsvps/${siteId}/v4/export`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    const rows = (sheet.getSheetValues() as unknown[][]).filter(Boolean).slice(1)
    expect(rows.map((row) => [row[4], row[2]])).toEqual([
      ['Anna', 1],
      ['Bo', 1],
      ['Dan', 3],
      ['Eva', 4],
    ])
  })
})
