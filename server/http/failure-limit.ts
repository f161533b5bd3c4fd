import type { Redis } from 'ioredis'
import type { RateLimit } from '../routes/context.ts'

/**
 * Counts failures per key in a fixed window. Only failures count, so people who get it right never
 * use up the limit of the address they share with others.
 */
export interface FailureLimit {
  isOver(key: string): Promise<boolean>
  fail(key: string): Promise<void>
}

/**
 * Counted in Redis when there is one, so every instance shares one count (N instances must not
 * allow N times the guesses), and in this process otherwise.
 */
export function failureLimit(
  name: string,
  limit: RateLimit,
  redis?: Redis,
  now: () => number = Date.now,
): FailureLimit {
  return redis ? redisFailures(redis, `eventsite-rl:${name}:`, limit) : memoryFailures(limit, now)
}

function redisFailures(redis: Redis, prefix: string, { max, timeWindow }: RateLimit): FailureLimit {
  return {
    async isOver(key) {
      return Number(await redis.get(prefix + key)) >= max
    },
    async fail(key) {
      const results = await redis
        .multi()
        .set(prefix + key, 0, 'PX', timeWindow, 'NX')
        .incr(prefix + key)
        .exec()
      const [error] = results?.[1] ?? [new Error('Redis answered no count')]
      if (error) throw error
    },
  }
}

function memoryFailures({ max, timeWindow }: RateLimit, now: () => number): FailureLimit {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const prune = (at: number) => {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key)
  }
  return {
    async isOver(key) {
      const w = windows.get(key)
      return !!w && w.resetAt > now() && w.count >= max
    },
    async fail(key) {
      const at = now()
      const w = windows.get(key)
      if (w && w.resetAt > at) w.count += 1
      else {
        if (windows.size > 50_000) prune(at)
        windows.set(key, { count: 1, resetAt: at + timeWindow })
      }
    },
  }
}
