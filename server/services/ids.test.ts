import { describe, expect, it } from 'vitest'
import { newId, newToken, randomPooled } from './ids.ts'

describe('random ids from the pool', () => {
  it('hands out fresh bytes across many pool refills, never the same twice', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newId()))
    expect(ids.size).toBe(5000)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('keeps bytes already handed out when the pool is filled again', () => {
    const first = randomPooled(16)
    const copy = Buffer.from(first)
    for (let i = 0; i < 1000; i++) randomPooled(16)
    expect(first.equals(copy)).toBe(true)
  })

  it('serves a request larger than the pool on its own', () => {
    const big = randomPooled(10_000)
    expect(big.length).toBe(10_000)
    expect(big.some((b) => b !== 0)).toBe(true)
  })
})
