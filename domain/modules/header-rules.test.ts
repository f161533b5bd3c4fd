import { describe, expect, it } from 'vitest'
import { canStepAlignment, clampAlignment, stepAlignment } from './header-rules.ts'

describe('stepAlignment', () => {
  it('moves one step up or down', () => {
    expect(stepAlignment(0, -1)).toBe(-1)
    expect(stepAlignment(0, 1)).toBe(1)
    expect(stepAlignment(-1, 1)).toBe(0)
    expect(stepAlignment(1, -1)).toBe(0)
  })

  it('stays within -1 to 1 (spec 001 section 4)', () => {
    expect(stepAlignment(-1, -1)).toBe(-1)
    expect(stepAlignment(1, 1)).toBe(1)
    expect(stepAlignment(0, 5)).toBe(1)
    expect(stepAlignment(0, -5)).toBe(-1)
  })

  it('brings a value from outside the range back into it', () => {
    expect(stepAlignment(4, -1)).toBe(0)
    expect(stepAlignment(-7, 1)).toBe(0)
    expect(clampAlignment(Number.NaN)).toBe(0)
    expect(Object.is(clampAlignment(-0.2), 0)).toBe(true)
  })
})

describe('canStepAlignment', () => {
  it('is false at the ends only', () => {
    expect(canStepAlignment(-1, -1)).toBe(false)
    expect(canStepAlignment(-1, 1)).toBe(true)
    expect(canStepAlignment(0, -1)).toBe(true)
    expect(canStepAlignment(0, 1)).toBe(true)
    expect(canStepAlignment(1, 1)).toBe(false)
    expect(canStepAlignment(1, -1)).toBe(true)
  })
})
