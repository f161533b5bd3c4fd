import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const dinner = { title: { sv: 'Välkomstmiddag', en: 'Welcome dinner' }, start: '2027-06-11T18:00' }
const brunch = { title: { sv: 'Brunch' }, start: '2027-06-13T11:00', openToAll: false }

function importBody(file: Buffer, confirm: boolean) {
  const boundary = `----invites${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="confirm"\r\n\r\n${confirm}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Gäster')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe.each(testDialects())('invitations to events on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let stranger: TestAccount
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })

  /** A guest site with three events (the default one, a dinner, a brunch) and the given households. */
  async function siteWith(names: string[]) {
    const siteId = await makeGuestSite(t, owner)
    const eventsUrl = `/api/sites/${siteId}/events`
    const dinnerId = (await call('POST', eventsUrl, owner.cookie, dinner)).json().id as string
    const brunchId = (await call('POST', eventsUrl, owner.cookie, brunch)).json().id as string
    const ids: string[] = []
    for (const name of names)
      ids.push((await call('POST', `/api/sites/${siteId}/households`, owner.cookie, { name })).json()._id)
    const guestList = async () =>
      (await call('GET', `/api/sites/${siteId}/households`, owner.cookie)).json().households as {
        _id: string
        name: string
        events: string[] | null
      }[]
    return { siteId, dinnerId, brunchId, ids, url: `${eventsUrl}/invitations`, guestList }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    stranger = await makeAccount(t.app)
  })
  afterAll(async () => t?.close())

  it('invites households to events and shows each household its events in the guest list', async () => {
    const { siteId, dinnerId, brunchId, ids, url, guestList } = await siteWith(['Berg', 'Holm'])
    const [berg = '', holm = ''] = ids
    // Nobody chosen for: every household is invited to every event.
    expect((await guestList()).map((h) => h.events)).toEqual([null, null])

    const set = await call('PUT', url, owner.cookie, { householdIds: [berg], eventIds: [brunchId, 'main'] })
    expect(set.statusCode).toBe(200)
    // In the programme's order, whatever order they were named in.
    expect(set.json()).toEqual({ households: [{ _id: berg, events: ['main', brunchId] }] })
    const listed = await guestList()
    expect(listed.find((h) => h._id === berg)?.events).toEqual(['main', brunchId])
    expect(listed.find((h) => h._id === holm)?.events).toBeNull()
    // One household's own answer carries it too (PUT of the household).
    const saved = await call('PUT', `/api/sites/${siteId}/households/${berg}`, owner.cookie, { name: 'Berg' })
    expect(saved.json().events).toEqual(['main', brunchId])

    // Every event named is every event; null is back to all.
    const every = await call('PUT', url, owner.cookie, {
      householdIds: [holm],
      eventIds: ['main', dinnerId, brunchId],
    })
    expect(every.json().households).toEqual([{ _id: holm, events: null }])
    await call('PUT', url, owner.cookie, { householdIds: [berg], eventIds: null })
    expect((await guestList()).map((h) => h.events)).toEqual([null, null])

    // A deleted event drops out of what the list shows.
    await call('PUT', url, owner.cookie, { householdIds: [berg], eventIds: [dinnerId, brunchId] })
    await call('DELETE', `/api/sites/${siteId}/events/${brunchId}`, owner.cookie)
    expect((await guestList()).find((h) => h._id === berg)?.events).toEqual([dinnerId])
  })

  it('answers only the owner: no session 401, a stranger 403 even with a bad body', async () => {
    const { ids, url, dinnerId, guestList } = await siteWith(['Berg'])
    for (const body of [{ householdIds: ids, eventIds: [dinnerId] }, { householdIds: 'x' }]) {
      expect((await call('PUT', url, undefined, body)).statusCode).toBe(401)
      expect((await call('PUT', url, stranger.cookie, body)).statusCode).toBe(403)
    }
    expect((await guestList())[0]?.events).toBeNull()
  })

  it('refuses bad ids in the error shape, in Swedish, English and Danish, and changes nothing', async () => {
    const { siteId, ids, url, dinnerId, guestList } = await siteWith(['Berg'])
    const [berg = ''] = ids
    const other = await siteWith(['Annan'])
    const tries: [object, number, string][] = [
      [{ householdIds: [berg], eventIds: ['nosuchevent'] }, 404, 'inte i programmet'],
      [{ householdIds: [berg], eventIds: [other.dinnerId] }, 404, 'inte i programmet'],
      [{ householdIds: [berg, other.ids[0]], eventIds: [dinnerId] }, 400, 'finns inte längre i gästlistan'],
      [{ householdIds: [berg], eventIds: [] }, 400, 'Välj minst en händelse'],
      [{ householdIds: [], eventIds: [dinnerId] }, 400, 'Välj minst ett hushåll'],
      [{ householdIds: [berg], eventIds: [dinnerId, dinnerId] }, 400, 'Ett id finns två gånger'],
      [{ householdIds: [berg] }, 400, ''],
    ]
    for (const [body, status, sv] of tries) {
      const res = await call('PUT', url, owner.cookie, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json()).toMatchObject({
        isErrorResponse: true,
        errorDescription: {
          sv: expect.stringContaining(sv),
          en: expect.any(String),
          da: expect.any(String),
        },
      })
      expect(res.json().errorDescription.en).not.toBe(res.json().errorDescription.sv)
    }
    expect((await guestList())[0]?.events).toBeNull()
    expect(siteId).not.toBe(other.siteId)
  })

  it('invites many households at once', async () => {
    const { siteId, ids, url, brunchId, guestList } = await siteWith(['Först'])
    const many = Array.from({ length: 400 }, (_, i) => ({ name: `Hushåll ${i}`, members: [] }))
    const imported = await t.services.households.create(
      (await t.services.sites.findById(siteId)) ?? (undefined as never),
      many.map((h) => ({ ...h, extraGuests: 0, tags: [], note: '' })),
    )
    const all = [...ids, ...imported.map((r) => r.id)]
    const res = await call('PUT', url, owner.cookie, { householdIds: all, eventIds: [brunchId] })
    expect(res.statusCode).toBe(200)
    expect(res.json().households).toHaveLength(401)
    const listed = await guestList()
    expect(listed).toHaveLength(401)
    expect(listed.every((h) => h.events?.join() === brunchId)).toBe(true)
  })

  it("gives the calendar files a personal link's events, and the plain address's the open ones", async () => {
    const host = `kalender-${Math.random().toString(36).slice(2, 8)}.brollopssida.se`
    const content = guestSiteContent()
    content.siteModules.push({
      id: 'prog',
      siteModuleType: 'Programme',
      hide: false,
      hideInMenu: false,
      title: { sv: 'Program' },
    } as (typeof content.siteModules)[number])
    const siteId = await makeGuestSite(t, owner, host, content)
    const eventsUrl = `/api/sites/${siteId}/events`
    await call('PUT', `${eventsUrl}/main`, owner.cookie, {
      title: { sv: 'Bröllopet' },
      start: '2027-06-12T15:00',
    })
    const brunchId = (await call('POST', eventsUrl, owner.cookie, brunch)).json().id as string
    const [berg, holm] = await Promise.all(
      ['Berg', 'Holm'].map(async (name) =>
        (await call('POST', `/api/sites/${siteId}/households`, owner.cookie, { name })).json(),
      ),
    )
    await call('PUT', `${eventsUrl}/invitations`, owner.cookie, {
      householdIds: [holm._id],
      eventIds: ['main'],
    })
    const guest = (url: string) => t.app.inject({ method: 'GET', url, headers: { host } })

    expect((await guest('/kalender.ics?lang=sv')).body).not.toContain('Brunch')
    expect((await guest(`/kalender.ics?lang=sv&inbjudan=${berg.code}`)).body).toContain('SUMMARY:Brunch')
    expect((await guest(`/kalender.ics?lang=sv&inbjudan=${holm.code}`)).body).not.toContain('Brunch')
    expect((await guest(`/kalender/${brunchId}.ics?lang=sv`)).statusCode).toBe(404)
    expect((await guest(`/kalender/${brunchId}.ics?lang=sv&inbjudan=${berg.code}`)).statusCode).toBe(200)
    // The household's page links its own files; the plain page the open ones.
    const page = (await guest(`/sv?inbjudan=${berg.code}`)).body
    expect(page).toContain(`href="/kalender/${brunchId}.ics?lang=sv&amp;inbjudan=${berg.code}"`)
    expect((await guest('/sv')).body).not.toContain(`/kalender/${brunchId}.ics`)
  })

  it('exports a column per event and imports them again; one event keeps the sheet as it was', async () => {
    const { siteId, ids, url, dinnerId, brunchId } = await siteWith(['Berg', 'Holm'])
    await call('PUT', `/api/sites/${siteId}/households/${ids[0]}`, owner.cookie, {
      name: 'Berg',
      members: [{ name: 'Anna Berg' }],
    })
    await call('PUT', url, owner.cookie, { householdIds: [ids[0]], eventIds: [dinnerId] })
    const exported = await call('GET', `/api/sites/${siteId}/households/export`, owner.cookie)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    const rowText = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''))
    expect(rowText(1)).toEqual([
      'household',
      'name',
      'e-mail',
      'phone',
      'extra guests',
      'tags',
      'answered',
      'link',
      'Bröllopet',
      'Välkomstmiddag',
      'Brunch',
    ])
    const cells = (n: number) => [9, 10, 11].map((c) => sheet.getRow(n).getCell(c).text)
    expect([sheet.getRow(2).getCell(1).text, ...cells(2)]).toEqual(['Berg', '', 'x', ''])
    expect([sheet.getRow(3).getCell(1).text, ...cells(3)]).toEqual(['Holm', 'x', 'x', 'x'])

    // The import reads the columns by the event's title in any site language; others are ignored.
    const file = await xlsxOf([
      ['Hushåll', 'Namn', 'Welcome dinner', 'BRUNCH', 'Okänd kolumn'],
      ['Ek', 'Eva Ek', 'x', '', 'x'],
      ['Ek', 'Erik Ek', '', 'ja', ''],
      ['Lund', 'Lo Lund', 'nej', '', ''],
      ['Sjö', 'Siv Sjö', '', '', ''],
    ])
    const send = (confirm: boolean) => {
      const upload = importBody(file, confirm)
      return t.app.inject({
        method: 'POST',
        url: `/api/sites/${siteId}/households/import`,
        headers: { host: APP_HOST, cookie: owner.cookie, ...upload.headers },
        payload: upload.payload,
      })
    }
    const preview = (await send(false)).json()
    expect(preview.households.map((h: { name: string; events: unknown }) => [h.name, h.events])).toEqual([
      ['Ek', null],
      ['Lund', ['main']],
      ['Sjö', ['main']],
    ])
    expect((await send(true)).json().stored).toBe(3)
    const listed = (await call('GET', `/api/sites/${siteId}/households`, owner.cookie)).json().households
    const eventsOf = (name: string) => listed.find((h: { name: string }) => h.name === name)?.events
    // Ek marked both columns over its rows; the default event has no column, so everyone keeps it.
    expect(eventsOf('Ek')).toBeNull()
    expect(eventsOf('Sjö')).toEqual(['main'])

    const second = await xlsxOf([
      ['household', 'name', 'Välkomstmiddag', 'Brunch'],
      ['Ås', 'Åsa Ås', 'x', ''],
      ['Ö', 'Ola Ö', '', 'x'],
    ])
    const upload = importBody(second, true)
    await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/households/import`,
      headers: { host: APP_HOST, cookie: owner.cookie, ...upload.headers },
      payload: upload.payload,
    })
    const after = (await call('GET', `/api/sites/${siteId}/households`, owner.cookie)).json().households
    const of = (name: string) => after.find((h: { name: string }) => h.name === name)?.events
    expect(of('Ås')).toEqual(['main', dinnerId])
    expect(of('Ö')).toEqual(['main', brunchId])

    // A site with one event exports the eight columns it always did.
    const plain = await makeGuestSite(t, owner)
    await call('POST', `/api/sites/${plain}/households`, owner.cookie, { name: 'Berg' })
    const one = await call('GET', `/api/sites/${plain}/households/export`, owner.cookie)
    const oneBook = new ExcelJS.Workbook()
    await oneBook.xlsx.load(one.rawPayload as unknown as ArrayBuffer)
    expect(oneBook.worksheets[0]?.getRow(1).cellCount).toBe(8)
  })
})
