import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { REDIS_URL, redisReachable } from '../test/redis.ts'
import { failureLimit } from './failure-limit.ts'

const limit = { max: 2, timeWindow: 60_000 }

describe('a failure limit in memory', () => {
  it('is over after max failures in a window, per key, and clear once the window has passed', async () => {
    let now = 1_000_000
    const failures = failureLimit('test', limit, undefined, () => now)
    await failures.fail('a')
    expect(await failures.isOver('a')).toBe(false)
    await failures.fail('a')
    expect(await failures.isOver('a')).toBe(true)
    expect(await failures.isOver('b')).toBe(false)
    now += 59_999
    expect(await failures.isOver('a')).toBe(true)
    now += 1
    expect(await failures.isOver('a')).toBe(false)
    await failures.fail('a')
    expect(await failures.isOver('a')).toBe(false)
  })
})

const reachable = await redisReachable()
if (!reachable) {
  if (process.env.CI)
    throw new Error(`Redis is not reachable at ${REDIS_URL}; CI must test the shared limit.`)
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: the shared failure limit is NOT tested.\n`)
}

describe.runIf(reachable)('a failure limit in Redis', () => {
  const first = new Redis(REDIS_URL)
  const second = new Redis(REDIS_URL)
  afterAll(() => {
    first.disconnect()
    second.disconnect()
  })

  it('is one count for every instance, and expires with its window', async () => {
    const name = `failure-test-${randomUUID()}`
    const one = failureLimit(name, { max: 2, timeWindow: 300 }, first)
    const two = failureLimit(name, { max: 2, timeWindow: 300 }, second)
    await one.fail('a')
    expect(await two.isOver('a')).toBe(false)
    await two.fail('a')
    expect(await one.isOver('a')).toBe(true)
    expect(await one.isOver('b')).toBe(false)
    const ttl = await first.pttl(`eventsite-rl:${name}:a`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(300)
  })
})
