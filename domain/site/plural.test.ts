import { describe, expect, it } from 'vitest'
import { countOf, GUESTS } from './plural.ts'

describe('a count with its noun', () => {
  it('is singular for one and plural otherwise, in sv, en and da', () => {
    expect(countOf('sv', 1, GUESTS.sv)).toBe('1 gäst')
    expect(countOf('sv', 3, GUESTS.sv)).toBe('3 gäster')
    expect(countOf('en', 1, GUESTS.en)).toBe('1 guest')
    expect(countOf('en', 0, GUESTS.en)).toBe('0 guests')
    expect(countOf('da', 1, GUESTS.da)).toBe('1 gæst')
    expect(countOf('da', 2, GUESTS.da)).toBe('2 gæster')
  })
})
