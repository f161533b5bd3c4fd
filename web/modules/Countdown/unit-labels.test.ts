import { describe, expect, test } from 'vitest'
import { intlLanguage, unitLabel } from './unit-labels.ts'

describe('countdown unit labels from Intl', () => {
  test.each([
    ['en', 'day', 1, 'day'],
    ['en', 'day', 2, 'days'],
    ['da', 'hour', 5, 'timer'],
    ['de', 'minute', 1, 'Minute'],
    ['pl', 'second', 5, 'sekund'],
    ['fi', 'day', 3, 'päivää'],
    // Swedish and Norwegian count days, not 24-hour periods.
    ['sv', 'day', 1, 'dag'],
    ['sv', 'day', 0, 'dagar'],
    ['sv', 'day', 12, 'dagar'],
    ['nb', 'day', 3, 'dager'],
    ['sv', 'hour', 1, 'timme'],
  ] as const)('plural forms in the site language: %s %s %i is %s', (language, unit, count, label) => {
    expect(unitLabel(language, unit, count)).toBe(label)
  })

  test('English for a language Intl does not know or a tag that is not one', () => {
    expect(intlLanguage('zz')).toBe('en')
    expect(intlLanguage('not a tag')).toBe('en')
    expect(intlLanguage('sv')).toBe('sv')
    expect(unitLabel('zz', 'day', 2)).toBe('days')
  })
})
