import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeAccount } from '../test/factories.ts'
import { guestSiteContent } from '../test/guest-site.ts'
import { hidden, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { APP_HOST } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const fundModule = {
  id: 'money',
  siteModuleType: 'GiftRegistry',
  hide: false,
  hideInMenu: false,
  giftRegistry: [
    { id: 'vase', title: { sv: 'Vas' }, reservable: true, quantity: 1 },
    {
      id: 'trip',
      title: { sv: 'Bidrag till bröllopsresan' },
      reservable: false,
      quantity: 1,
      fund: { provider: 'swish', number: '070-174 06 05', goal: 20_000, suggestedAmounts: [500] },
    },
  ],
} as unknown as SiteModule

const content = () => {
  const base = guestSiteContent()
  return { ...base, siteModules: [...base.siteModules.filter((m) => m.id !== 'gifts'), fundModule] }
}

describe.each(testDialects())('money gifts to a fund on %s (issue 35)', (dialect) => {
  const host = `bidrag-${dialect}.brollopssida.localhost:3000`
  const site = withPlainGuestSite(dialect, host, content())
  const { get, post, wait } = site
  const json = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
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
  const pledgeUrl = () => `/api/gift-registry/${site.siteId}/money/trip/pledges`
  const key = async () =>
    (await json('GET', `/api/gift-registry/pledges/post-key?siteId=${site.siteId}`)).json().key as string
  const stored = async () =>
    site.t.testDb.db.kysely
      .selectFrom('gift_pledges')
      .selectAll()
      .where('site_id', '=', site.siteId)
      .execute()

  it('stores a pledge once across retries, with a new key or the same, and answers the exact total', async () => {
    const body = {
      postKey: await key(),
      groupIdentifier: 'g-json-1',
      language: 'sv',
      name: 'Moster Agda',
      amount: 33_333,
      greeting: 'Lycka till!',
    }
    wait(10_000)
    const first = await json('POST', pledgeUrl(), body)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      invertedSuccess: false,
      giftFundTotals: [{ giftRegistryId: 'trip', pledged: 33_333 }],
    })
    // The answer was lost on a slow line: the same post again, then again with a fresh key.
    expect((await json('POST', pledgeUrl(), body)).json().invertedSuccess).toBe(false)
    const fresh = await key()
    wait(10_000)
    expect((await json('POST', pledgeUrl(), { ...body, postKey: fresh })).json().invertedSuccess).toBe(false)
    expect(await stored()).toHaveLength(1)

    // Two more, to the öre: 333.33 + 333.33 + 333.34 = 1000.00 kr.
    for (const [group, amount] of [
      ['g-json-2', 33_333],
      ['g-json-3', 33_334],
    ] as const) {
      const k = await key()
      wait(10_000)
      await json('POST', pledgeUrl(), { ...body, postKey: k, groupIdentifier: group, amount })
    }
    const fourth = await json('GET', `/api/gift-registry/pledges/post-key?siteId=${site.siteId}`)
    expect(fourth.statusCode).toBe(200)
    const page = await get('/sv')
    expect(page.body).toMatch(/1[\s\u00a0]000 kr av 20[\s\u00a0]000 kr/)
  })

  it('a replayed key for a new group, a key used at once or a filled honeypot stores nothing', async () => {
    const before = (await stored()).length
    const k = await key()
    const body = { postKey: k, groupIdentifier: 'g-late', language: 'sv', name: 'Farbror Olle', amount: 100 }
    expect((await json('POST', pledgeUrl(), body)).json().invertedSuccess).toBe(true)
    wait(10_000)
    expect((await json('POST', pledgeUrl(), { ...body, website: 'x' })).json().invertedSuccess).toBe(true)
    expect((await json('POST', pledgeUrl(), body)).json().invertedSuccess).toBe(false)
    expect(
      (await json('POST', pledgeUrl(), { ...body, groupIdentifier: 'g-replayed' })).json().invertedSuccess,
    ).toBe(true)
    expect((await stored()).length).toBe(before + 1)
    const bad = await json('POST', pledgeUrl(), { ...body, amount: 0 })
    expect(bad.statusCode).toBe(400)
    const gone = await json('POST', `/api/gift-registry/${site.siteId}/money/vase/pledges`, body)
    expect(gone.statusCode).toBe(404)
  })

  it('without JavaScript: the button opens the form, the post stores once and the page shows the thanks and the total', async () => {
    const page = await get('/sv')
    expect(page.body).toContain(
      'href="https://app.swish.nu/1/p/sw/?sw=0701740605&amp;amt=500.00&amp;cur=SEK&amp;msg=Bidrag%20till%20br%C3%B6llopsresan&amp;edit=amt,msg&amp;src=url"',
    )
    expect(page.body).toContain(`/api/gift-registry/${site.siteId}/money/trip/swish-qr.svg?lang=sv`)
    expect(page.body).toContain('Inga pengar passerar den här sidan')
    expect(page.body).toMatch(/<button type="submit" value="trip"[^>]*name="bidra">Jag har gett/)
    const open = await get('/sv?bidra=trip')
    expect(open.headers['cache-control']).toBe('private, no-store')
    const fields: Record<string, string> = {}
    for (const name of ['_answer', 'formId', 'itemId', 'postKey', 'groupIdentifier'])
      fields[name] = hidden(open.body, name)
    expect(fields).toMatchObject({ _answer: 'gift-pledge', formId: 'money', itemId: 'trip' })
    wait(10_000)
    const before = (await stored()).length
    const refused = await post('/sv', { ...fields, name: '', amount: 'fem', greeting: '' })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('Skriv ditt namn')
    expect(refused.body).toContain('value="fem"')
    const answer = { ...fields, name: 'Kusin Per', amount: '500', greeting: 'Ha en fin resa', website: '' }
    const sent = await post('/sv', answer)
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toMatch(/^\/sv\?bidragit=trip#/)
    expect((await post('/sv', answer)).statusCode).toBe(303)
    expect((await stored()).length).toBe(before + 1)
    const thanks = await get('/sv?bidragit=trip')
    expect(thanks.body).toContain('Tack för ditt bidrag till Bidrag till bröllopsresan!')
    expect(thanks.body).toMatch(/1[\s\u00a0]501 kr av 20[\s\u00a0]000 kr/)
  })

  it('the QR code is the prefilled link as SVG', async () => {
    const res = await get(`/api/gift-registry/${site.siteId}/money/trip/swish-qr.svg`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.body).toMatch(/^<svg/)
    expect((await get(`/api/gift-registry/${site.siteId}/money/vase/swish-qr.svg`)).statusCode).toBe(404)
  })

  it('only the owner lists the pledges with greetings, marks one received and exports them', async () => {
    const stranger = await makeAccount(site.t.app)
    const list = `/api/sites/${site.siteId}/gift-pledges`
    expect((await json('GET', list, undefined, stranger.cookie)).statusCode).toBeGreaterThanOrEqual(403)
    expect(
      (await site.t.app.inject({ method: 'GET', url: list, headers: { host: APP_HOST } })).statusCode,
    ).toBe(401)
    expect(
      (await json('GET', `${list}/thank-you.xlsx`, undefined, stranger.cookie)).statusCode,
    ).toBeGreaterThanOrEqual(403)

    const owner = site.owner.cookie
    const res = await json('GET', list, undefined, owner)
    expect(res.statusCode).toBe(200)
    const data = res.json().data as {
      id: string
      name: string
      amount: number
      greeting: string
      fundTitle: string
      receivedAt: string | null
    }[]
    expect(data.map((p) => [p.name, p.amount])).toEqual([
      ['Moster Agda', 33_333],
      ['Moster Agda', 33_333],
      ['Moster Agda', 33_334],
      ['Farbror Olle', 100],
      ['Kusin Per', 50_000],
    ])
    expect(data[4]).toMatchObject({
      greeting: 'Ha en fin resa',
      fundTitle: 'Bidrag till bröllopsresan',
      receivedAt: null,
    })
    const mark = await json('PUT', `${list}/${data[4]?.id}/received`, { received: true }, owner)
    expect(mark.statusCode).toBe(200)
    expect(
      (await json('PUT', `${list}/${data[4]?.id}/received`, { received: true }, stranger.cookie)).statusCode,
    ).toBeGreaterThanOrEqual(403)
    const after = (await json('GET', list, undefined, owner)).json().data as { receivedAt: string | null }[]
    expect(after[4]?.receivedAt).not.toBeNull()

    const osa = await json('GET', `/api/rsvps/${site.siteId}/v4/export`, undefined, owner)
    expect(osa.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(osa.rawPayload as unknown as ArrayBuffer)
    const gifts = book.getWorksheet('Presenter')
    const rows = (gifts?.getSheetValues() ?? []).slice(2).map((r) => (r as unknown[]).slice(1, 7))
    const total = rows.reduce((sum, r) => sum + (typeof r[5] === 'number' ? Math.round(r[5] * 100) : 0), 0)
    expect(total).toBe(150_100)
    expect(rows.at(-1)?.[3]).toBe('Kusin Per')

    const thanks = await json('GET', `${list}/thank-you.xlsx`, undefined, owner)
    expect(thanks.statusCode).toBe(200)
    const tack = new ExcelJS.Workbook()
    await tack.xlsx.load(thanks.rawPayload as unknown as ArrayBuffer)
    const sheet = tack.getWorksheet('Tack')
    const givers = (sheet?.getSheetValues() ?? []).slice(2).map((r) => (r as unknown[])[1])
    expect(givers).toEqual(['Farbror Olle', 'Kusin Per', 'Moster Agda'])
    expect(sheet?.getRow(4).getCell(4).value).toBe(1000)
  })
})
