import { randomBytes, scryptSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeGift, makeGiftRegistry } from '#domain/testing/fixtures.ts'
import { makeAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { hidden } from '../test/plain-guest-site.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const PER_SITE = 6
const HIGH = { max: 10_000, timeWindow: 60_000 }

describe.each(testDialects())('gift reservations per site and their passwords on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  const sites: Record<'busy' | 'calm' | 'plain' | 'kept', { id: string; host: string }> = {} as never

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      clock: () => now,
      limits: { guestSubmit: HIGH, giftSite: { max: PER_SITE, timeWindow: 60_000 } },
    })
    const owner = await makeAccount(t.app)
    const content = guestSiteContent({
      siteModules: [
        makeGiftRegistry({ id: 'gifts', giftRegistry: [makeGift({ id: 'glas', quantity: 100 })] }),
      ],
    })
    for (const name of ['busy', 'calm', 'plain', 'kept'] as const) {
      const host = `gransen-${name}-${dialect}.brollopssida.localhost:3000`
      sites[name] = { id: await makeGuestSite(t, owner, host, content), host }
    }
  })
  afterAll(async () => t?.close())

  const change = (
    site: { id: string; host: string },
    method: 'PUT' | 'DELETE',
    password: string,
    ip = '10.0.0.1',
  ) =>
    t.app.inject({
      method,
      url: `/api/gift-registry/${site.id}/gifts/glas/v2`,
      headers: { host: site.host, origin: `http://${site.host}` },
      remoteAddress: ip,
      payload: { quantity: 1, password },
    })
  const reserved = async (siteId: string) => {
    const rows = await t.testDb.db.kysely
      .selectFrom('gift_reservations')
      .select('quantity')
      .where('site_id', '=', siteId)
      .execute()
    return rows.reduce((n, r) => n + Number(r.quantity), 0)
  }

  it('refuses the reservation past the site’s limit from any address with 429, in the error shape', async () => {
    for (let i = 0; i < PER_SITE; i++) {
      expect((await change(sites.busy, 'PUT', `gäst-${i}`, `10.1.0.${i}`)).statusCode).toBe(200)
    }
    const past = await change(sites.busy, 'PUT', 'en-till', '10.1.0.99')
    expect(past.statusCode).toBe(429)
    expect(past.json()).toMatchObject({
      isErrorResponse: true,
      errorDescription: {
        sv: expect.stringContaining('Vänta en minut'),
        en: expect.any(String),
        da: expect.any(String),
      },
    })
    // A cancel hashes a password too: it counts against the same bound.
    expect((await change(sites.busy, 'DELETE', 'gäst-0', '10.1.0.98')).statusCode).toBe(429)
    expect(await reserved(sites.busy.id)).toBe(PER_SITE)
    // Another site is not held by this one's guests.
    expect((await change(sites.calm, 'PUT', 'lugn', '10.1.0.99')).statusCode).toBe(200)
  })

  it('counts a reservation posted without a script against the same bound', async () => {
    for (let i = 0; i < PER_SITE; i++) {
      expect((await change(sites.plain, 'PUT', `gäst-${i}`, `10.2.0.${i}`)).statusCode).toBe(200)
    }
    const headers = { host: sites.plain.host }
    const page = await t.app.inject({ url: '/sv?reservera=glas', headers, remoteAddress: '10.2.0.50' })
    const fields: Record<string, string> = {}
    for (const name of ['_answer', 'formId', 'itemId', 'postKey']) fields[name] = hidden(page.body, name)
    now = new Date(now.getTime() + 10_000)
    const posted = await t.app.inject({
      method: 'POST',
      url: '/sv',
      headers: {
        ...headers,
        origin: `http://${sites.plain.host}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      remoteAddress: '10.2.0.50',
      payload: new URLSearchParams({ ...fields, password: 'utan-skript', website: '' }).toString(),
    })
    expect(posted.statusCode).toBe(429)
    expect(posted.body).toContain('Vänta en minut')
    expect(await reserved(sites.plain.id)).toBe(PER_SITE)
  })

  it('cancels with the right password only, and still knows a password hashed before costs were stored', async () => {
    expect((await change(sites.kept, 'PUT', 'rätt')).statusCode).toBe(200)
    const stored = await t.testDb.db.kysely
      .selectFrom('gift_reservations')
      .select('password_hash')
      .where('site_id', '=', sites.kept.id)
      .executeTakeFirstOrThrow()
    expect(stored.password_hash).toMatch(/^scrypt\$4096\$8\$1\$/)
    expect((await change(sites.kept, 'DELETE', 'fel')).statusCode).toBe(403)
    expect((await change(sites.kept, 'DELETE', 'rätt')).statusCode).toBe(200)

    // A reservation stored by the former code: `scrypt$salt$hash` at N 2^14, and no lookup digest.
    const salt = randomBytes(16)
    const key = scryptSync('gammalt', salt, 32, { N: 1 << 14, r: 8, p: 1 })
    await t.testDb.db.kysely
      .insertInto('gift_reservations')
      .values({
        id: 'former-reservation',
        site_id: sites.kept.id,
        module_id: 'gifts',
        item_id: 'glas',
        quantity: 1,
        password_hash: `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`,
        password_lookup: null,
        created_at: now.toISOString(),
        household_id: null,
        giver_name: null,
      })
      .execute()
    expect((await change(sites.kept, 'DELETE', 'nytt')).statusCode).toBe(403)
    const cancelled = await change(sites.kept, 'DELETE', 'gammalt')
    expect(cancelled.statusCode).toBe(200)
    expect(await reserved(sites.kept.id)).toBe(0)
  })
})
