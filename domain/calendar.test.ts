import { describe, expect, it } from 'vitest'
import { addMonths } from './calendar.ts'

const at = (iso: string) => new Date(iso)

describe('addMonths', () => {
  it('keeps the day and the time of day when the month has it', () => {
    expect(addMonths(at('2026-01-15T10:30:00.000Z'), 12).toISOString()).toBe('2027-01-15T10:30:00.000Z')
    expect(addMonths(at('2026-03-31T23:59:59.000Z'), 1).toISOString()).toBe('2026-04-30T23:59:59.000Z')
  })

  it('takes the last day of a shorter month instead of running into the next', () => {
    expect(addMonths(at('2026-08-31T12:00:00.000Z'), 18).toISOString()).toBe('2028-02-29T12:00:00.000Z')
    expect(addMonths(at('2025-08-31T12:00:00.000Z'), 18).toISOString()).toBe('2027-02-28T12:00:00.000Z')
    expect(addMonths(at('2026-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(addMonths(at('2028-02-29T08:00:00.000Z'), 12).toISOString()).toBe('2029-02-28T08:00:00.000Z')
  })

  it('crosses years both ways', () => {
    expect(addMonths(at('2026-12-31T00:00:00.000Z'), 2).toISOString()).toBe('2027-02-28T00:00:00.000Z')
    expect(addMonths(at('2026-03-31T00:00:00.000Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
  })
})
