import type { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { windowCounter } from './fixed-window.ts'

/** A Redis whose every call fails, as one that went down. */
const downRedis = {
  multi: () => ({
    set() {
      return this
    },
    incr() {
      return this
    },
    exec: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:6379')
    },
  }),
  get: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:6379')
  },
} as unknown as Redis

describe('a window counter', () => {
  it('counts per key until its window has passed', async () => {
    let now = 5_000
    const counter = windowCounter('t', { timeWindow: 1_000 }, undefined, () => now)
    expect(await counter.add('a')).toBe(1)
    expect(await counter.add('a')).toBe(2)
    expect(await counter.peek('a')).toBe(2)
    expect(await counter.peek('b')).toBe(0)
    now += 1_000
    expect(await counter.peek('a')).toBe(0)
    expect(await counter.add('a')).toBe(1)
  })

  it('keeps counting in this process when Redis fails, instead of failing the request', async () => {
    const counter = windowCounter('t', { timeWindow: 60_000 }, downRedis)
    expect(await counter.add('a')).toBe(1)
    expect(await counter.add('a')).toBe(2)
    expect(await counter.peek('a')).toBe(2)
  })
})
