import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('the gift list a guest refreshes after losing a race, on %s', (dialect) => {
  let t: TestApp
  let siteId: string
  const host = `presenter-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    siteId = await makeGuestSite(t, await makeAccount(t.app), host)
  })
  afterAll(async () => t?.close())

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host, origin: `http://${host}` }, payload })

  it('answers the reservations as they are now; the loser of the last vase learns it is gone', async () => {
    const reserve = () =>
      call('PUT', `/api/gift-registry/${siteId}/gifts/vase/v2`, { quantity: 1, password: 'p' })
    const [a, b] = await Promise.all([reserve(), reserve()])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const list = await call('GET', `/api/gift-registry/${siteId}/v2`)
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.json()).toEqual({
      giftRegistryReservations: [{ giftRegistryId: 'vase', quantityReserved: 1 }],
    })
  })

  it('answers 404 in the error shape for a site that is not there', async () => {
    const res = await call('GET', '/api/gift-registry/no-such-site/v2')
    expect(res.statusCode).toBe(404)
    expect(res.json().isErrorResponse).toBe(true)
  })
})
