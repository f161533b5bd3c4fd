import { describe, expect, it } from 'vitest'
import { lookupText } from './lookup-text.ts'
import { textSchema } from './text.ts'

describe('lookupText', () => {
  it('returns the asked language', () => {
    expect(lookupText({ sv: 'Hej', en: 'Hi', da: 'Hej med dig' }, 'da')).toBe('Hej med dig')
  })
  it('falls back to English, then Swedish, then the first, then empty', () => {
    expect(lookupText({ sv: 'Hej', en: 'Hi' }, 'da')).toBe('Hi')
    expect(lookupText({ sv: 'Hej', fi: 'Moi' }, 'da')).toBe('Hej')
    expect(lookupText({ fi: 'Moi', de: 'Hallo' }, 'da')).toBe('Moi')
    expect(lookupText({}, 'da')).toBe('')
    expect(lookupText(undefined, 'sv')).toBe('')
  })
  it('keeps an empty string in the asked language rather than falling back', () => {
    expect(lookupText({ sv: '', en: 'Hi' }, 'sv')).toBe('')
  })
  it('rejects keys that are not language codes', () => {
    expect(textSchema.safeParse({ 'not a code': 'x' }).success).toBe(false)
  })
})
