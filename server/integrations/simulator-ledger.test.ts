import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { REDIS_URL, redisReachable } from '../test/redis.ts'
import { memoryLedger, redisLedger } from './simulator-ledger.ts'

describe('memoryLedger', () => {
  it('keeps copies for a day', async () => {
    let now = 0
    const ledger = memoryLedger(() => now)
    const value = { status: 'a' }
    await ledger.set('k', value)
    value.status = 'changed'
    expect(await ledger.get('k')).toEqual({ status: 'a' })
    now = 24 * 60 * 60 * 1000
    expect(await ledger.get('k')).toEqual({ status: 'a' })
    now += 1
    expect(await ledger.get('k')).toBeUndefined()
  })
})

describe('redisLedger', () => {
  it('is shared by two instances and keeps entries for a day', async (ctx) => {
    if (!(await redisReachable())) {
      if (process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}`)
      console.warn(`!!! Redis is not reachable at ${REDIS_URL}: the Redis ledger test is skipped`)
      ctx.skip()
    }
    const prefix = `test:${randomBytes(6).toString('hex')}:`
    const one = redisLedger(REDIS_URL, prefix)
    const two = redisLedger(REDIS_URL, prefix)
    try {
      await one.set('swish:A', { payerAlias: '46701234567', createdAt: 1 })
      expect(await two.get('swish:A')).toEqual({ payerAlias: '46701234567', createdAt: 1 })
      expect(await two.get('swish:B')).toBeUndefined()
      const check = new Redis(REDIS_URL)
      const ttl = await check.pttl(`${prefix}swish:A`)
      check.disconnect()
      expect(ttl).toBeGreaterThan(24 * 60 * 60 * 1000 - 60_000)
    } finally {
      one.close()
      two.close()
    }
  })
})
