import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { REDIS_URL, redisReachable } from '../test/redis.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const reachable = await redisReachable()
if (!reachable) {
  if (process.env.CI)
    throw new Error(`Redis is not reachable at ${REDIS_URL}; CI must test the shared limit.`)
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: the shared password limit is NOT tested.\n`)
}

const PER_SITE = 4
const HIGH = { max: 10_000, timeWindow: 60_000 }
// Redis keeps the plugin's per-address counts between runs: every other limit stays out of the way.
const limits = {
  login: HIGH,
  register: HIGH,
  reset: HIGH,
  publicLogin: HIGH,
  publicLoginSite: { max: PER_SITE, timeWindow: 60_000 },
}

describe.runIf(reachable).each(testDialects())(
  'the site-password limit with two instances sharing Redis on %s (issue 37)',
  (dialect) => {
    let a: TestApp
    let b: TestApp
    let owner: TestAccount

    beforeAll(async () => {
      a = await createTestApp(dialect, { limits }, { REDIS_URL })
      // A second instance: its own process-level state, the same database and Redis.
      b = await createTestApp(dialect, { limits, db: a.testDb.db }, { REDIS_URL })
      owner = await makeAccount(a.app)
    })
    afterAll(async () => {
      await b?.close()
      await a?.close()
    })

    async function protectedSite(name: string) {
      const host = `${name}-${dialect}-${randomInt(1e9)}.brollopssida.localhost:3000`
      const id = await makeGuestSite(a, owner, host)
      const set = await a.app.inject({
        method: 'PUT',
        url: `/api/sites/${id}/password`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: { password: 'tårta' },
      })
      expect(set.statusCode).toBe(200)
      return { host, id }
    }
    const jsonLogin = (t: TestApp, id: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sites/public/${id}/login`,
        headers: { host: APP_HOST },
        remoteAddress: ip,
        payload: { password },
      })
    const gatePost = (t: TestApp, host: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sv',
        remoteAddress: ip,
        headers: {
          host,
          origin: `http://${host}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `password=${encodeURIComponent(password)}`,
      })

    it('counts wrong passwords on one instance against the other', async () => {
      const { id } = await protectedSite('delad')
      const onA = []
      for (let i = 0; i < PER_SITE; i++)
        onA.push((await jsonLogin(a, id, `fel-${i}`, `10.7.0.${i}`)).statusCode)
      expect(onA).toEqual(Array(PER_SITE).fill(401))
      expect((await jsonLogin(b, id, 'fel-b', '10.7.1.1')).statusCode).toBe(429)
    })

    it('counts the gate posted without a script in the same shared limit', async () => {
      const { host, id } = await protectedSite('grind')
      for (let i = 0; i < PER_SITE; i++)
        expect((await gatePost(a, host, `fel-${i}`, `10.8.0.${i}`)).statusCode).toBe(401)
      const over = await gatePost(b, host, 'fel-b', '10.8.1.1')
      expect(over.statusCode).toBe(429)
      expect(over.body).toContain('För många försök. Vänta en stund och försök igen.')
      expect((await jsonLogin(b, id, 'fel-json', '10.8.1.2')).statusCode).toBe(429)
    })
  },
)
