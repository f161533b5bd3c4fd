import { describe, expect, it } from 'vitest'
import { normaliseSwishNumber, SWISH_NUMBER_INVALID, SWISH_NUMBER_REQUIRED } from './swish-number.ts'

const alias = (input: string | null | undefined) => {
  const result = normaliseSwishNumber(input)
  return result.ok ? result.payerAlias : result.reason
}

describe('normaliseSwishNumber', () => {
  it("asks for a number with the spec's text when none is given", () => {
    for (const empty of ['', '   ', undefined, null, ' - ', '+']) {
      expect(normaliseSwishNumber(empty)).toEqual({
        ok: false,
        reason: 'required',
        message: SWISH_NUMBER_REQUIRED,
      })
    }
    expect(SWISH_NUMBER_REQUIRED.sv).toBe('Du måste uppge ditt swish-nummer')
  })

  it('turns a Swedish mobile number written 07... into 467...', () => {
    expect(alias('0701234567')).toBe('46701234567')
    expect(alias(' 0701234567 ')).toBe('46701234567')
  })

  it('removes plus signs, spaces and hyphens', () => {
    expect(alias('+46701234567')).toBe('46701234567')
    expect(alias('070-123 45 67')).toBe('46701234567')
    expect(alias('+46 70-123 45 67')).toBe('46701234567')
    expect(alias('070\t123\u00a045 67')).toBe('46701234567')
  })

  it('leaves numbers that already carry a country code alone', () => {
    expect(alias('46701234567')).toBe('46701234567')
    expect(alias('4520123456')).toBe('4520123456')
  })

  it('replaces the leading 0 only in numbers longer than 6 characters', () => {
    // Six characters stay as they are, and are then too short for Swish.
    expect(alias('070123')).toBe('invalid')
    expect(alias('0701234')).toBe('46701234')
    expect(alias('07012345')).toBe('467012345')
  })

  it('refuses letters, too short and too long numbers with a message in every language', () => {
    for (const bad of ['07O1234567', 'abc', '1234567', '4670123456789012', '46(70)1234567']) {
      expect(normaliseSwishNumber(bad)).toEqual({
        ok: false,
        reason: 'invalid',
        message: SWISH_NUMBER_INVALID,
      })
    }
    expect(Object.keys(SWISH_NUMBER_INVALID).sort()).toEqual(['da', 'en', 'sv'])
  })
})
