import type { Redis } from 'ioredis'
import type { RateLimit } from '../routes/context.ts'
import { windowCounter } from './fixed-window.ts'

/**
 * Counts failures per key in a fixed window. Only failures count, so people who get it right never
 * use up the limit of the address they share with others.
 */
export interface FailureLimit {
  isOver(key: string): Promise<boolean>
  fail(key: string): Promise<void>
}

/** Shared by every instance through Redis when there is one (fixed-window.ts). */
export function failureLimit(
  name: string,
  limit: RateLimit,
  redis?: Redis,
  now: () => number = Date.now,
): FailureLimit {
  const counter = windowCounter(name, limit, redis, now)
  return {
    isOver: async (key) => (await counter.peek(key)) >= limit.max,
    fail: async (key) => {
      await counter.add(key)
    },
  }
}
