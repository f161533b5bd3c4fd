import ExcelJS from 'exceljs'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { ThankYouGiver } from '#domain/forms/submissions.ts'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeAccount } from '../test/factories.ts'
import { guestSiteContent } from '../test/guest-site.ts'
import { hidden, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { APP_HOST } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const trip = {
  id: 'trip',
  title: { sv: 'Bröllopsresan' },
  reservable: false,
  quantity: 1,
  fund: { provider: 'swish', number: '070-174 06 05', goal: 20_000 },
}

/** The guest site's gift registry (plates × 3, a vase) with a fund beside them. */
const content = () => {
  const base = guestSiteContent()
  const siteModules = base.siteModules.map((m) =>
    isGiftRegistry(m) ? ({ ...m, giftRegistry: [...m.giftRegistry, trip] } as unknown as SiteModule) : m,
  )
  return { ...base, siteModules }
}

/**
 * Issue 35, item 4: the couple's thank-you list names who reserved what, per household. A gift
 * reserved through a household's personal link (the JSON call, the legacy call and the plain form)
 * is that household's; one reserved without a link is under the name typed; a cancelled one is gone.
 */
describe.each(testDialects())('the thank-you list per household on %s', (dialect) => {
  const host = `tacklista-${dialect}.brollopssida.localhost:3000`
  const site = withPlainGuestSite(dialect, host, content())
  const { get, post, wait } = site
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) =>
    site.t.app.inject({
      method,
      url,
      headers: {
        host: cookie ? APP_HOST : host,
        origin: `http://${cookie ? APP_HOST : host}`,
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      ...(payload ? { payload } : {}),
    })
  const gift = (item: string, legacy = false) =>
    `/api/gift-registry/${site.siteId}/gifts/${item}${legacy ? '' : '/v2'}`
  const list = () => `/api/sites/${site.siteId}/gift-pledges/thank-you`
  let code = ''

  it('lists each household’s reserved gifts and pledges, a typed name’s apart, and no cancelled gift', async () => {
    const owner = site.owner.cookie
    const created = await call(
      'POST',
      `/api/sites/${site.siteId}/households`,
      { name: 'Familjen Berg', members: [{ name: 'Anna Berg' }] },
      owner,
    )
    expect(created.statusCode, created.body).toBeLessThan(300)
    code = (created.json() as { code: string }).code

    // Through the personal link: the vase by the JSON call, a plate by the legacy page's call.
    const vase = await call('PUT', gift('vase'), { quantity: 1, password: 'berg', inviteCode: code })
    expect(vase.statusCode, vase.body).toBe(200)
    expect(JSON.stringify(vase.json())).not.toContain('Berg')
    expect(
      (await call('PUT', gift('plates', true), { quantity: 1, password: 'b2', inviteCode: code })).statusCode,
    ).toBe(200)
    // Without a link: a name typed, and one reserved and then cancelled.
    expect(
      (await call('PUT', gift('plates'), { quantity: 1, password: 'per', name: ' Kusin Per ' })).statusCode,
    ).toBe(200)
    expect(
      (await call('PUT', gift('plates'), { quantity: 1, password: 'olle', name: 'Olle' })).statusCode,
    ).toBe(200)
    expect((await call('DELETE', gift('plates'), { quantity: 1, password: 'olle' })).statusCode).toBe(200)
    // A money gift through the same link, to the öre.
    const key = (await call('GET', `/api/gift-registry/pledges/post-key?siteId=${site.siteId}`)).json().key
    wait(10_000)
    const pledge = await call('POST', `/api/gift-registry/${site.siteId}/gifts/trip/pledges`, {
      postKey: key,
      groupIdentifier: 'berg-1',
      language: 'sv',
      inviteCode: code,
      name: 'Anna',
      amount: 50_001,
      greeting: 'Grattis!',
    })
    expect(pledge.json().invertedSuccess).toBe(false)

    const res = await call('GET', list(), undefined, owner)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const data = res.json().data as ThankYouGiver[]
    expect(data.map((g) => [g.giver, g.household])).toEqual([
      ['Familjen Berg', true],
      ['Kusin Per', false],
    ])
    expect(data[0]?.gifts).toEqual([
      { itemId: 'plates', title: 'Tallrikar', quantity: 1 },
      { itemId: 'vase', title: 'Vas', quantity: 1 },
    ])
    expect(data[0]?.pledges).toMatchObject([
      { fundTitle: 'Bröllopsresan', amount: 50_001, greeting: 'Grattis!' },
    ])
    expect(data[0]?.amount).toBe(50_001)
    expect(data[1]).toMatchObject({ gifts: [{ itemId: 'plates', quantity: 1 }], pledges: [], amount: 0 })

    // Guests see how many are reserved, never by whom.
    const totals = await call('GET', `/api/gift-registry/${site.siteId}/v2`)
    expect(totals.body).not.toMatch(/Berg|Per/)
    expect((await get('/sv')).body).not.toContain('Kusin Per')
  })

  it('the plain form on the household’s page reserves for the household; without a link it asks a name', async () => {
    const plain = await get('/sv?reservera=plates')
    expect(plain.body).toContain('Ditt namn (frivilligt, så att de vet vem de ska tacka)')
    expect(plain.body).toContain('Andra gäster ser aldrig vem som har reserverat vad.')
    const page = await get(`/sv?inbjudan=${code}&reservera=plates`)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('Ditt namn (frivilligt')
    const fields: Record<string, string> = {}
    for (const name of ['_answer', 'formId', 'itemId', 'postKey', 'inbjudan'])
      fields[name] = hidden(page.body, name)
    expect(fields.inbjudan).toBe(code)
    wait(10_000)
    const sent = await post('/sv', { ...fields, quantity: '1', password: 'plain', website: '' })
    expect(sent.statusCode).toBe(303)

    const data = (await call('GET', list(), undefined, site.owner.cookie)).json().data as ThankYouGiver[]
    expect(data[0]).toMatchObject({
      giver: 'Familjen Berg',
      gifts: [{ itemId: 'plates', quantity: 2 }, { itemId: 'vase' }],
    })
  })

  it('tack.xlsx and osa.xlsx say the same, read back; only the owner gets them', async () => {
    const owner = site.owner.cookie
    const thanks = await call('GET', `${list()}.xlsx`, undefined, owner)
    expect(thanks.statusCode).toBe(200)
    const tack = new ExcelJS.Workbook()
    await tack.xlsx.load(thanks.rawPayload as unknown as ArrayBuffer)
    const rows = (tack.getWorksheet('Tack')?.getSheetValues() ?? [])
      .slice(2)
      .map((r) => (r as unknown[]).slice(1, 5))
    expect(rows).toEqual([
      ['Familjen Berg', 'Tallrikar × 2; Vas × 1', 'Bröllopsresan: 500,01 kr', 500.01],
      ['Kusin Per', 'Tallrikar × 1'],
    ])

    const osa = await call('GET', `/api/rsvps/${site.siteId}/v4/export`, undefined, owner)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(osa.rawPayload as unknown as ArrayBuffer)
    const gifts = (book.getWorksheet('Presenter')?.getSheetValues() ?? [])
      .slice(2)
      .map((r) => (r as unknown[]).slice(1, 6))
    expect(gifts).toEqual([
      ['Present', 'Tallrikar', 2, undefined, 'Familjen Berg'],
      ['Present', 'Tallrikar', 1, 'Kusin Per'],
      ['Present', 'Vas', 1, undefined, 'Familjen Berg'],
      ['Bidrag', 'Bröllopsresan', undefined, 'Anna', 'Familjen Berg'],
    ])

    // The couple's copy of their data names who reserved, never a password.
    const copy = await call('GET', '/api/accounts/me/data-export', undefined, owner)
    const file = unzipSync(new Uint8Array(copy.rawPayload))[`sites/${site.siteId}/reservationer.json`]
    const reservations = JSON.parse(strFromU8(file ?? new Uint8Array())) as Record<string, unknown>[]
    expect(reservations.map((r) => [r.giftTitle, r.quantity, r.household, r.name]).sort()).toEqual([
      ['Tallrikar', 1, null, 'Kusin Per'],
      ['Tallrikar', 1, 'Familjen Berg', 'Familjen Berg'],
      ['Tallrikar', 1, 'Familjen Berg', 'Familjen Berg'],
      ['Vas', 1, 'Familjen Berg', 'Familjen Berg'],
    ])
    expect(JSON.stringify(reservations)).not.toMatch(/password|scrypt/)

    const stranger = await makeAccount(site.t.app)
    for (const url of [list(), `${list()}.xlsx`]) {
      expect((await call('GET', url, undefined, stranger.cookie)).statusCode).toBeGreaterThanOrEqual(403)
      expect((await site.t.app.inject({ method: 'GET', url, headers: { host: APP_HOST } })).statusCode).toBe(
        401,
      )
    }
  })

  it('a deleted household’s gifts keep its name; a malformed code is refused', async () => {
    const owner = site.owner.cookie
    const bad = await call('PUT', gift('plates'), { quantity: 1, password: 'x', inviteCode: 'nej!' })
    expect(bad.statusCode).toBe(400)
    const households = (await call('GET', `/api/sites/${site.siteId}/households`, undefined, owner)).json()
    const berg = households.households.find((h: { name: string }) => h.name === 'Familjen Berg')
    expect(
      (await call('DELETE', `/api/sites/${site.siteId}/households/${berg._id}`, undefined, owner)).statusCode,
    ).toBeLessThan(300)
    const data = (await call('GET', list(), undefined, owner)).json().data as ThankYouGiver[]
    expect(data.map((g) => [g.giver, g.household, g.gifts.length])).toEqual([
      ['Anna', false, 0],
      ['Familjen Berg', false, 2],
      ['Kusin Per', false, 1],
    ])
  })
})
