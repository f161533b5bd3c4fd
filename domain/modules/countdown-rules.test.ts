import { describe, expect, it } from 'vitest'
import { countdownModuleSchema } from './countdown.ts'
import {
  COUNTDOWN_MAX,
  COUNTDOWN_MIN,
  countdownDateProblem,
  isCountdownDateValid,
} from './countdown-rules.ts'

const base = { id: 'c1', siteModuleType: 'Countdown' as const }
const schemaAccepts = (countdownDate: string) =>
  countdownModuleSchema.safeParse({ ...base, countdownDate }).success

describe('isCountdownDateValid', () => {
  it('accepts dates from 1900-01-01 up to 2099-01-01', () => {
    expect(isCountdownDateValid(COUNTDOWN_MIN)).toBe(true)
    expect(isCountdownDateValid('1900-01-01')).toBe(true)
    expect(isCountdownDateValid('2027-06-12T15:00')).toBe(true)
    expect(isCountdownDateValid('2098-12-31T23:59')).toBe(true)
    expect(isCountdownDateValid('2099-01-01')).toBe(true)
  })

  it('refuses dates outside the range', () => {
    expect(isCountdownDateValid('1899-12-31T23:59')).toBe(false)
    expect(isCountdownDateValid('2099-01-02T00:00')).toBe(false)
    expect(isCountdownDateValid('2100-01-01T00:00')).toBe(false)
  })

  it('refuses empty and malformed values', () => {
    for (const value of [
      '',
      null,
      undefined,
      '2027-6-12',
      '12/06/2027',
      '2027-06-12 15:00',
      '2027-02-30T10:00',
    ]) {
      expect(isCountdownDateValid(value)).toBe(false)
    }
  })

  it('never accepts what the module schema refuses', () => {
    const values = [
      COUNTDOWN_MIN,
      COUNTDOWN_MAX,
      '1899-12-31T23:59',
      '1900-01-01',
      '2027-06-12T15:00',
      '2027-06-12T15:00:30',
      '2098-12-31T23:59',
      '2099-01-01',
      '2099-01-02',
      'x',
    ]
    for (const value of values) {
      if (isCountdownDateValid(value)) expect(schemaAccepts(value), value).toBe(true)
      else if (countdownDateProblem(value) !== 'format') expect(schemaAccepts(value), value).toBe(false)
    }
  })

  it('says what is wrong', () => {
    expect(countdownDateProblem('')).toBe('required')
    expect(countdownDateProblem('soon')).toBe('format')
    expect(countdownDateProblem('1850-05-01T12:00')).toBe('range')
    expect(countdownDateProblem('2027-06-12T15:00')).toBeNull()
  })
})

describe('the range bounds', () => {
  it('includes both ends to the minute and refuses anything past the last one', async () => {
    const { isCountdownDateInRange } = await import('./countdown-rules.ts')
    expect(isCountdownDateInRange('1900-01-01')).toBe(true)
    expect(isCountdownDateInRange('1900-01-01T00:00')).toBe(true)
    expect(isCountdownDateInRange('1899-12-31T23:59')).toBe(false)
    expect(isCountdownDateInRange('2099-01-01')).toBe(true)
    expect(isCountdownDateInRange('2099-01-01T00:00')).toBe(true)
    expect(isCountdownDateInRange('2099-01-01T00:00:00')).toBe(true)
    expect(isCountdownDateInRange('2099-01-01T00:01')).toBe(false)
    expect(isCountdownDateInRange('2099-01-01T00:00:30')).toBe(false)
  })
})
