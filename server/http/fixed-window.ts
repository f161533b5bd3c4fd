import type { Redis } from 'ioredis'
import type { RateLimit } from '../routes/context.ts'

/** Counts per key in a fixed window: the shared part of the failure limit and the per-site limit. */
export interface WindowCounter {
  /** Adds one to the key's window and answers its count now. */
  add(key: string): Promise<number>
  /** The key's count in its window now. */
  peek(key: string): Promise<number>
}

/**
 * In Redis when there is one, so every instance shares one count (N instances must not allow N
 * times the calls), and in this process otherwise. A Redis that fails a call is answered by this
 * process's own count for that call: a limit per instance for as long as Redis is down, never a
 * guest's request failing because a counter could not be read.
 */
export function windowCounter(
  name: string,
  { timeWindow }: Pick<RateLimit, 'timeWindow'>,
  redis?: Redis,
  now: () => number = Date.now,
): WindowCounter {
  const memory = memoryCounter(timeWindow, now)
  if (!redis) return memory
  const prefix = `eventsite-rl:${name}:`
  return {
    async add(key) {
      try {
        const results = await redis
          .multi()
          .set(prefix + key, 0, 'PX', timeWindow, 'NX')
          .incr(prefix + key)
          .exec()
        const [error, value] = results?.[1] ?? [new Error('Redis answered no count')]
        if (error) throw error
        return Number(value)
      } catch {
        return memory.add(key)
      }
    },
    async peek(key) {
      try {
        return Number(await redis.get(prefix + key))
      } catch {
        return memory.peek(key)
      }
    },
  }
}

function memoryCounter(timeWindow: number, now: () => number): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  const current = (key: string, at: number) => {
    const w = windows.get(key)
    return w && w.endsAt > at ? w : undefined
  }
  return {
    async add(key) {
      const at = now()
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k)
      }
      const window = current(key, at) ?? { count: 0, endsAt: at + timeWindow }
      window.count++
      windows.set(key, window)
      return window.count
    },
    async peek(key) {
      return current(key, now())?.count ?? 0
    },
  }
}
