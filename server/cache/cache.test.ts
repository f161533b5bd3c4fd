import { describe, expect, it } from 'vitest'
import { cacheStats } from '../metrics/cache-stats.ts'
import { REDIS_URL, redisReachable } from '../test/redis.ts'
import { createCache } from './cache.ts'
import { type Invalidation, memoryInvalidation, PUSHED_TTL_MS, redisInvalidation } from './invalidation.ts'

const reachable = await redisReachable()
if (!reachable) {
  if (process.env.CI)
    throw new Error(`Redis is not reachable at ${REDIS_URL}; CI must test cache invalidation.`)
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: the cache's Redis test is SKIPPED.\n`)
}

/** A clock the test moves; it starts above 0, which lru-cache reads as "no start time". */
function testClock() {
  let now = 1_000_000
  return {
    now: () => now,
    move(ms: number) {
      now += ms
    },
  }
}

/** A bus whose pushes the test controls: publishing and resetting reach the subscribers at once. */
function testBus(ttlMs: (short: number) => number = (short) => short) {
  const subscribers: { topic: string; forget: (key: string) => void }[] = []
  const resets: (() => void)[] = []
  const bus: Invalidation = {
    publish: (topic, key) => {
      for (const s of subscribers) if (s.topic === topic) s.forget(key)
    },
    subscribe: (topic, forget) => void subscribers.push({ topic, forget }),
    onReset: (forgetAll) => void resets.push(forgetAll),
    ttlMs,
    ready: async () => {},
    async close() {},
  }
  const reset = () => {
    for (const forgetAll of resets) forgetAll()
  }
  return { bus, reset }
}

async function until(what: string, ok: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now()
  while (!ok()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('createCache', () => {
  it('keeps an entry for its ttl by the injected clock, and not a millisecond past it', () => {
    const clock = testClock()
    const cache = createCache<string, string>({ max: 10, ttlMs: 2_000, now: clock.now })
    cache.set('a', 'A')
    clock.move(2_000)
    expect(cache.get('a')).toBe('A')
    clock.move(1)
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps entries as long as the invalidation allows while it pushes changes', () => {
    const clock = testClock()
    const pushing = testBus(() => PUSHED_TTL_MS)
    const cache = createCache<string, string>({
      max: 10,
      ttlMs: 2_000,
      invalidation: { bus: pushing.bus, topic: 'gift-totals' },
      now: clock.now,
    })
    cache.set('site', 'totals')
    clock.move(PUSHED_TTL_MS)
    expect(cache.get('site')).toBe('totals')
    clock.move(1)
    expect(cache.get('site')).toBeUndefined()
  })

  it('keeps at most `max` entries, the least recently used leaving first', () => {
    const cache = createCache<string, number>({ max: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.size).toBe(2)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  it('keeps at most `maxSize` in total and never an entry larger than that', () => {
    const cache = createCache<string, string>({
      max: 100,
      maxSize: { total: 10, sizeOf: (value) => value.length },
    })
    cache.set('a', 'xxxx')
    cache.set('b', 'xxxx')
    expect(cache.totalSize).toBe(8)
    cache.set('c', 'xxxx')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.totalSize).toBe(8)
    cache.set('b', 'x'.repeat(11))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.totalSize).toBe(4)
  })

  it('forgets the published key at once, the entries `matches` names, and everything on a reset', () => {
    const { bus, reset } = testBus()
    const byKey = createCache<string, string>({ max: 10, invalidation: { bus, topic: 'site-host' } })
    let heard = 0
    const byValue = createCache<string, { host: string }>({
      max: 10,
      invalidation: {
        bus,
        topic: 'site-host',
        matches: (host, _id, row) => row.host === host,
        heard: () => {
          heard++
        },
      },
    })
    byKey.set('a.se', 'A')
    byKey.set('b.se', 'B')
    byValue.set('1', { host: 'a.se' })
    byValue.set('2', { host: 'b.se' })
    bus.publish('site-host', 'a.se')
    expect(byKey.get('a.se')).toBeUndefined()
    expect(byKey.get('b.se')).toBe('B')
    expect(byValue.get('1')).toBeUndefined()
    expect(byValue.get('2')).toEqual({ host: 'b.se' })
    bus.publish('gift-totals', 'b.se')
    expect(byKey.get('b.se')).toBe('B')
    reset()
    expect(byKey.size + byValue.size).toBe(0)
    // Every message on its topic and every reset, whatever it matched.
    expect(heard).toBe(2)
  })

  it('counts hits and misses under its name', () => {
    const before = cacheStats.snapshot().find((c) => c.cache === 'household-settings') ?? {
      hits: 0,
      misses: 0,
    }
    const cache = createCache<string, boolean>({ max: 10, stats: 'household-settings' })
    cache.get('site')
    cache.set('site', true)
    cache.get('site')
    const after = cacheStats.snapshot().find((c) => c.cache === 'household-settings')
    expect(after).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 })
  })

  it('without Redis keeps entries for the short ttl only', () => {
    const clock = testClock()
    const cache = createCache<string, string>({
      max: 10,
      ttlMs: 2_000,
      invalidation: { bus: memoryInvalidation(), topic: 'site-host' },
      now: clock.now,
    })
    cache.set('a.se', 'A')
    clock.move(2_001)
    expect(cache.get('a.se')).toBeUndefined()
  })

  it.runIf(reachable)('forgets an entry when another instance publishes its key through Redis', async () => {
    const quiet = { warn() {} }
    const one = redisInvalidation(REDIS_URL, quiet)
    const other = redisInvalidation(REDIS_URL, quiet)
    try {
      const here = createCache<string, string>({
        max: 10,
        ttlMs: 2_000,
        invalidation: { bus: one, topic: 'gift-totals' },
      })
      await until('both subscribed', () => one.ttlMs(1) === PUSHED_TTL_MS && other.ttlMs(1) === PUSHED_TTL_MS)
      here.set('site-1', 'totals')
      here.set('site-2', 'totals')
      other.publish('gift-totals', 'site-1')
      await until('the other instance heard', () => here.get('site-1') === undefined)
      expect(here.get('site-2')).toBe('totals')
    } finally {
      await Promise.all([one.close(), other.close()])
    }
  })
})
