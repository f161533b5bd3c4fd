import type { Redis } from 'ioredis'
import type { RateLimit } from '../routes/context.ts'

/** Counts one call against a site; a call past the limit in its window is refused (throws). */
export type SiteLimit = (siteId: string) => Promise<void>

/**
 * A fixed window per site, counted in Redis when there is one (every instance together, as the
 * per-address limits are) and in memory otherwise. Not the rate-limit plugin's route hook: a
 * gift reservation reaches the service through the JSON route, its legacy path and the form
 * posted without a script (the page's own address), and the service is the one place all three
 * pass, with the site already found but no route of its own to hang a hook on.
 */
export function siteLimit(
  name: string,
  limit: RateLimit,
  refuse: () => Error,
  redis?: Redis,
  now: () => number = Date.now,
): SiteLimit {
  const count = redis ? redisCounter(redis, `eventsite-rl:${name}:`, limit) : memoryCounter(limit, now)
  return async (siteId) => {
    if ((await count(siteId)) > limit.max) throw refuse()
  }
}

function redisCounter(redis: Redis, prefix: string, { timeWindow }: RateLimit) {
  return async (siteId: string) => {
    const key = prefix + siteId
    const results = await redis.multi().set(key, 0, 'PX', timeWindow, 'NX').incr(key).exec()
    const [error, value] = results?.[1] ?? [new Error('Redis answered no count')]
    if (error) throw error
    return Number(value)
  }
}

function memoryCounter({ timeWindow }: RateLimit, now: () => number) {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return async (siteId: string) => {
    const at = now()
    if (windows.size > 10_000) {
      for (const [key, w] of windows) if (w.endsAt <= at) windows.delete(key)
    }
    const current = windows.get(siteId)
    const window = current && current.endsAt > at ? current : { count: 0, endsAt: at + timeWindow }
    window.count++
    windows.set(siteId, window)
    return window.count
  }
}
