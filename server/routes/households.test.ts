import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVITE_CODE_PATTERN } from '#domain/households/household.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

function importBody(file: Buffer, filename: string, confirm: boolean) {
  const boundary = `----guestlist${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="confirm"\r\n\r\n${confirm}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Gäster')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const berg = {
  name: 'Familjen Berg',
  members: [
    { name: 'Anna Berg', email: 'Anna@Example.se', phone: '070-123' },
    { name: 'Olle Berg', email: '', phone: '' },
  ],
  extraGuests: 1,
  tags: ['släkt', 'släkt'],
  note: 'Vegetarianer',
}

describe.each(testDialects())('households API on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let stranger: TestAccount
  let siteId: string
  const call = (
    method: Method,
    url: string,
    cookie?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })
  const base = () => `/api/sites/${siteId}/households`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    stranger = await makeAccount(t.app)
    siteId = await makeGuestSite(t, owner, `gaster${Date.now()}.brollopssida.se`)
  })
  afterAll(async () => t?.close())

  it('creates, lists, changes and deletes a household with an unguessable code and a personal link', async () => {
    const created = await call('POST', base(), owner.cookie, berg)
    expect(created.statusCode).toBe(201)
    const household = created.json()
    expect(household).toMatchObject({
      name: 'Familjen Berg',
      members: [
        { name: 'Anna Berg', email: 'anna@example.se', phone: '070-123' },
        { name: 'Olle Berg', email: '', phone: '' },
      ],
      extraGuests: 1,
      tags: ['släkt'],
      note: 'Vegetarianer',
      answeredAt: null,
      status: 'none',
    })
    expect(household._id).toMatch(/^[0-9a-f]{24}$/)
    expect(household.code).toMatch(INVITE_CODE_PATTERN)
    expect(household.link).toContain(`?inbjudan=${household.code}`)
    const other = (await call('POST', base(), owner.cookie, { name: 'Ek' })).json()
    expect(other.code).not.toBe(household.code)

    const listed = await call('GET', base(), owner.cookie)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().requireCode).toBe(false)
    expect(listed.json().households.find((h: { _id: string }) => h._id === household._id)).toEqual(household)

    const changed = await call('PUT', `${base()}/${household._id}`, owner.cookie, {
      ...berg,
      name: 'Bergs',
      extraGuests: 0,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      _id: household._id,
      name: 'Bergs',
      extraGuests: 0,
      code: household.code,
    })

    expect((await call('DELETE', `${base()}/${other._id}`, owner.cookie)).statusCode).toBe(204)
    expect((await call('DELETE', `${base()}/${other._id}`, owner.cookie)).statusCode).toBe(404)
    const names = (await call('GET', base(), owner.cookie))
      .json()
      .households.map((h: { name: string }) => h.name)
    expect(names).toContain('Bergs')
    expect(names).not.toContain('Ek')
  })

  it('refuses bad households with 400 naming the field, and households of another site with 404', async () => {
    for (const bad of [
      {},
      { name: '' },
      { name: 'X', extraGuests: -1 },
      { name: 'X', members: [{ name: 'A', email: 'nej' }] },
    ]) {
      const res = await call('POST', base(), owner.cookie, bad)
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().isErrorResponse).toBe(true)
      expect(Object.keys(res.json().fields ?? {}).length).toBeGreaterThan(0)
    }
    const otherSite = (await makeSite(t.app, owner))._id
    const foreign = (
      await call('POST', `/api/sites/${otherSite}/households`, owner.cookie, { name: 'Annan' })
    ).json()
    const res = await call('PUT', `${base()}/${foreign._id}`, owner.cookie, { name: 'Flyttad' })
    expect(res.statusCode).toBe(404)
    expect(res.json().errorDescription.sv).toBe('Hushållet finns inte.')
  })

  it('answers 401 to anonymous callers and 403 to a stranger on every call', async () => {
    const id = (await call('POST', base(), owner.cookie, { name: 'Lund' })).json()._id
    const calls: [Method, string, object?][] = [
      ['GET', base()],
      ['POST', base(), { name: 'X' }],
      ['PUT', `${base()}/${id}`, { name: 'X' }],
      ['DELETE', `${base()}/${id}`],
      ['GET', `${base()}/export`],
      ['POST', `${base()}/clear-contact-data`],
      ['GET', `${base()}/reminders`],
      [
        'POST',
        `${base()}/reminders`,
        { audience: { kind: 'everyone' }, language: 'sv', subject: 'S', body: '{länk}' },
      ],
      ['PUT', `/api/sites/${siteId}/households-settings`, { requireCode: true }],
    ]
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401)
      const refused = await call(method, url, stranger.cookie, payload)
      expect(refused.statusCode, `${method} ${url}`).toBe(403)
      expect(refused.json().isErrorResponse).toBe(true)
    }
    const upload = importBody(Buffer.from('household,name\nA,B\n'), 'g.csv', true)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${base()}/import`,
      headers: { host: APP_HOST, ...upload.headers },
      payload: upload.payload,
    })
    expect(anonymous.statusCode).toBe(401)
    const strangerImport = await t.app.inject({
      method: 'POST',
      url: `${base()}/import`,
      headers: { host: APP_HOST, cookie: stranger.cookie, ...upload.headers },
      payload: upload.payload,
    })
    expect(strangerImport.statusCode).toBe(403)
    expect(
      (await call('GET', base(), owner.cookie)).json().households.map((h: { name: string }) => h.name),
    ).not.toContain('A')
  })

  it('previews an import with the rows it could not read, stores nothing until confirmed, and exports xlsx', async () => {
    const site = await makeGuestSite(t, owner)
    const url = `/api/sites/${site}/households/import`
    const file = await xlsxOf([
      ['Hushåll', 'Namn', 'E-post', 'Telefon', 'Extra gäster'],
      ['Familjen Holm', 'Karin Holm', 'karin@example.se', '', 1],
      ['Familjen Holm', 'Per Holm', '', '', ''],
      ['', 'Ingen', '', '', ''],
      ['Sjö', 'Siv Sjö', 'inte-mejl', '', ''],
      ['Strand', 'Sten Strand', '', '', ''],
    ])
    const send = (confirm: boolean, body = file, name = 'gaster.xlsx') => {
      const upload = importBody(body, name, confirm)
      return t.app.inject({
        method: 'POST',
        url,
        headers: { host: APP_HOST, cookie: owner.cookie, ...upload.headers },
        payload: upload.payload,
      })
    }
    const preview = await send(false)
    expect(preview.statusCode).toBe(200)
    expect(preview.json().households.map((h: { name: string }) => h.name)).toEqual([
      'Familjen Holm',
      'Strand',
    ])
    expect(preview.json().rejected.map((r: { row: number; problem: string }) => [r.row, r.problem])).toEqual([
      [4, 'missingHousehold'],
      [5, 'badEmail'],
    ])
    expect(preview.json().stored).toBe(0)
    expect((await call('GET', `/api/sites/${site}/households`, owner.cookie)).json().households).toEqual([])

    const confirmed = await send(true)
    expect(confirmed.json().stored).toBe(2)
    const stored = (await call('GET', `/api/sites/${site}/households`, owner.cookie)).json().households
    expect(stored.map((h: { name: string; members: unknown[] }) => [h.name, h.members.length])).toEqual([
      ['Familjen Holm', 2],
      ['Strand', 1],
    ])

    const csv = await send(
      true,
      Buffer.from('household;name;e-mail\n"Ås; familjen";Åsa Ås;asa@example.se\n'),
      'g.csv',
    )
    expect(csv.json().stored).toBe(1)
    const noColumns = await send(true, Buffer.from('förnamn,efternamn\nA,B\n'), 'g.csv')
    expect(noColumns.json()).toMatchObject({ missingColumns: ['household', 'name'], stored: 0 })
    const broken = await send(
      false,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('trasig')]),
    )
    expect(broken.statusCode).toBe(400)
    expect(broken.json().isErrorResponse).toBe(true)

    const exported = await call('GET', `/api/sites/${site}/households/export`, owner.cookie)
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toContain('spreadsheetml')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).text).toBe('household')
    expect(sheet?.getRow(2).getCell(2).text).toBe('Karin Holm')
    expect(sheet?.rowCount).toBe(5)
  })

  it('reads a CSV saved by Swedish Excel (Windows-1252, semicolons) and warns about households already listed', async () => {
    const site = await makeGuestSite(t, owner)
    const send = (confirm: boolean, body: Buffer) => {
      const upload = importBody(body, 'gaster.csv', confirm)
      return t.app.inject({
        method: 'POST',
        url: `/api/sites/${site}/households/import`,
        headers: { host: APP_HOST, cookie: owner.cookie, ...upload.headers },
        payload: upload.payload,
      })
    }
    // "CSV (semikolonavgränsad)" as Excel on Swedish Windows saves it: one byte per å, ä and ö.
    const excel = Buffer.from(
      'Hushåll;Namn;E-post\r\nFamiljen Öberg;Märta Öberg;\r\nFamiljen Öberg;Åke Öberg;\r\n',
      'latin1',
    )
    expect(excel.includes(Buffer.from('Ö', 'utf8'))).toBe(false)
    const preview = (await send(false, excel)).json()
    expect(preview.missingColumns).toEqual([])
    expect(preview.households).toEqual([
      expect.objectContaining({
        name: 'Familjen Öberg',
        members: [
          expect.objectContaining({ name: 'Märta Öberg' }),
          expect.objectContaining({ name: 'Åke Öberg' }),
        ],
      }),
    ])
    expect((await send(true, excel)).json()).toMatchObject({ stored: 1, duplicates: [] })

    // The same rows again, and one new household, from a file saved as UTF-8 with a byte-order mark.
    const again = Buffer.from('\uFEFFhushåll;namn\nfamiljen  öberg;Märta Öberg\nFamiljen Ek;Eva Ek\n', 'utf8')
    const second = (await send(false, again)).json()
    expect(second.duplicates).toEqual(['familjen  öberg'])
    expect(second.households.map((h: { name: string }) => h.name)).toEqual(['Familjen Ek'])
    expect((await send(true, again)).json()).toMatchObject({ stored: 1 })
    // Excel's "Unicode text": UTF-16 with a byte-order mark, tab-separated.
    const unicode = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Hushåll\tNamn\r\nFamiljen Ek\tEva Ek\r\n', 'utf16le'),
    ])
    expect((await send(true, unicode)).json()).toMatchObject({ stored: 0, duplicates: ['Familjen Ek'] })
    const { households: listed, reminderLanguages } = (
      await call('GET', `/api/sites/${site}/households`, owner.cookie)
    ).json()
    expect(listed.map((h: { name: string }) => h.name).toSorted()).toEqual(['Familjen Ek', 'Familjen Öberg'])
    // A reminder is offered in the site's languages, not in Danish, which this site lacks.
    expect(reminderLanguages).toEqual(['sv', 'en'])
  })

  it('sends a reminder once per household across retries, with an unsubscribe link that works', async () => {
    const site = await makeGuestSite(t, owner, `paminn${Date.now()}.brollopssida.se`)
    const url = `/api/sites/${site}/households`
    const a = (
      await call('POST', url, owner.cookie, {
        name: 'Alm',
        members: [
          { name: 'Ada', email: 'ada@example.se' },
          { name: 'Al', email: 'al@example.se' },
        ],
      })
    ).json()
    await call('POST', url, owner.cookie, {
      name: 'Björk',
      members: [{ name: 'Bo', email: 'bo@example.se' }],
      tags: ['vänner'],
    })
    await call('POST', url, owner.cookie, { name: 'Utan mejl', members: [{ name: 'Ulf' }] })
    const before = await t.services.outbox.latest(500)
    const body = {
      audience: { kind: 'notAnswered' },
      language: 'sv',
      subject: 'Svara {hushåll}',
      body: 'Hej {hushåll}! {länk}',
    }
    const sent = await call('POST', `${url}/reminders`, owner.cookie, body)
    expect(sent.statusCode).toBe(201)
    expect(sent.json().recipients).toBe(2)
    // Retries of the job, as a crashed instance or a second one would run it.
    await Promise.all([t.services.householdReminders.queueDue(), t.services.householdReminders.queueDue()])
    await t.job('household-reminders').run(new Date())
    const mails = (await t.services.outbox.latest(500)).filter((m) => !before.some((b) => b.id === m.id))
    expect(mails.map((m) => m.to_address).sort()).toEqual(['ada@example.se, al@example.se', 'bo@example.se'])
    const alm = mails.find((m) => m.to_address.startsWith('ada'))
    expect(alm?.subject).toBe('Svara Alm')
    expect(alm?.text_body).toContain(`?inbjudan=${a.code}`)
    const unsubscribe = alm?.text_body.match(/https?:\/\/\S+\/api\/households\/unsubscribe\/\S+/)?.[0] ?? ''
    expect(unsubscribe).toContain(a.code)

    const log = (await call('GET', `${url}/reminders`, owner.cookie)).json().sends
    expect(log).toHaveLength(1)
    expect(log[0].recipients.map((r: { householdName: string }) => r.householdName).sort()).toEqual([
      'Alm',
      'Björk',
    ])

    const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search
    const asked = await call('GET', path)
    expect(asked.statusCode).toBe(200)
    expect(asked.body).toContain('<form method="post">')
    // As the page's button posts it: an empty urlencoded form from the same origin.
    const done = await call('POST', path, undefined, undefined, {
      origin: `http://${APP_HOST}`,
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('Ni får inga fler mejl')
    const tagged = await call('POST', `${url}/reminders`, owner.cookie, {
      ...body,
      audience: { kind: 'everyone' },
    })
    expect(tagged.json().recipients).toBe(1)
    const none = await call('POST', `${url}/reminders`, owner.cookie, {
      ...body,
      audience: { kind: 'tag', tag: 'okänd' },
    })
    expect(none.statusCode).toBe(400)
    const noLink = await call('POST', `${url}/reminders`, owner.cookie, { ...body, body: 'Hej' })
    expect(noLink.statusCode).toBe(400)
  })

  it('clears every contact detail in one action and goes with its site', async () => {
    const site = await makeGuestSite(t, owner)
    const url = `/api/sites/${site}/households`
    await call('POST', url, owner.cookie, berg)
    expect((await call('POST', `${url}/clear-contact-data`, owner.cookie)).statusCode).toBe(204)
    const [cleared] = (await call('GET', url, owner.cookie)).json().households
    expect(cleared.members).toEqual([
      { name: 'Anna Berg', email: '', phone: '' },
      { name: 'Olle Berg', email: '', phone: '' },
    ])
    expect(cleared.note).toBe('')
  })
})
