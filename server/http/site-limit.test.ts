import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { REDIS_URL, redisReachable } from '../test/redis.ts'
import { siteLimit } from './site-limit.ts'

const refuse = () => new Error('too many')
const limit = { max: 2, timeWindow: 60_000 }

async function outcomes(check: (siteId: string) => Promise<void>, siteId: string, times: number) {
  const seen: string[] = []
  for (let i = 0; i < times; i++)
    seen.push(
      await check(siteId).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    )
  return seen
}

describe('a limit per site in memory', () => {
  it('refuses past max in a window, per site, and counts anew when the window has passed', async () => {
    let now = 1_000_000
    const check = siteLimit('gift-site', limit, refuse, undefined, () => now)
    expect(await outcomes(check, 'a', 3)).toEqual(['ok', 'ok', 'too many'])
    expect(await outcomes(check, 'b', 1)).toEqual(['ok'])
    now += 59_999
    expect(await outcomes(check, 'a', 1)).toEqual(['too many'])
    now += 1
    expect(await outcomes(check, 'a', 3)).toEqual(['ok', 'ok', 'too many'])
  })
})

const reachable = await redisReachable()
if (!reachable) {
  if (process.env.CI)
    throw new Error(`Redis is not reachable at ${REDIS_URL}; CI must test the shared limit.`)
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: the shared per-site limit is NOT tested.\n`)
}

describe.runIf(reachable)('a limit per site in Redis', () => {
  const first = new Redis(REDIS_URL)
  const second = new Redis(REDIS_URL)
  afterAll(() => {
    first.disconnect()
    second.disconnect()
  })

  it('is one count for every instance, and expires with its window', async () => {
    const name = `gift-site-test-${randomUUID()}`
    const window = { max: 2, timeWindow: 300 }
    const one = siteLimit(name, window, refuse, first)
    const two = siteLimit(name, window, refuse, second)
    expect(await outcomes(one, 'a', 1)).toEqual(['ok'])
    expect(await outcomes(two, 'a', 2)).toEqual(['ok', 'too many'])
    expect(await outcomes(one, 'b', 1)).toEqual(['ok'])
    const ttl = await first.pttl(`eventsite-rl:${name}:a`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(300)
  })
})
