import { describe, expect, it } from 'vitest'
import { memoryLedger } from './simulator-ledger.ts'

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
