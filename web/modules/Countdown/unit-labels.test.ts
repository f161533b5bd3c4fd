import { describe, expect, test } from 'vitest'
import { intlLanguage, unitLabel } from './unit-labels.ts'

describe('countdown unit labels from Intl', () => {
  test('plural forms in the site language', () => {
    expect(unitLabel('en', 'day', 1)).toBe('day')
    expect(unitLabel('en', 'day', 2)).toBe('days')
    expect(unitLabel('da', 'hour', 5)).toBe('timer')
    expect(unitLabel('de', 'minute', 1)).toBe('Minute')
    expect(unitLabel('pl', 'second', 5)).toBe('sekund')
    expect(unitLabel('fi', 'day', 3)).toBe('päivää')
  })

  test('Swedish and Norwegian count days, not 24-hour periods', () => {
    expect(unitLabel('sv', 'day', 1)).toBe('dag')
    expect(unitLabel('sv', 'day', 0)).toBe('dagar')
    expect(unitLabel('sv', 'day', 12)).toBe('dagar')
    expect(unitLabel('nb', 'day', 3)).toBe('dager')
    expect(unitLabel('sv', 'hour', 1)).toBe('timme')
  })

  test('English for a language Intl does not know or a tag that is not one', () => {
    expect(intlLanguage('zz')).toBe('en')
    expect(intlLanguage('not a tag')).toBe('en')
    expect(intlLanguage('sv')).toBe('sv')
    expect(unitLabel('zz', 'day', 2)).toBe('days')
  })
})
