import { describe, expect, test } from 'vitest'
import { pageKindTexts } from './page-kind-texts.ts'
import { fillText, publicTexts } from './texts.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('public page texts', () => {
  // The page's texts and the other pages' (page-kind-texts.ts) are checked as one set.
  const texts = (l: 'sv' | 'en' | 'da') => ({ ...publicTexts[l], ...pageKindTexts[l] })
  const [sv, en, da] = [texts('sv'), texts('en'), texts('da')]

  test('sv, en and da have the same keys', () => {
    const keys = Object.keys(sv).sort()
    expect(Object.keys(en).sort()).toEqual(keys)
    expect(Object.keys(da).sort()).toEqual(keys)
  })

  test('no text is empty', () => {
    for (const texts of [sv, en, da]) {
      for (const [key, value] of Object.entries(texts)) expect(value.trim(), key).not.toBe('')
    }
  })

  test('every language uses the same placeholders', () => {
    for (const key of Object.keys(sv) as (keyof typeof sv)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(sv[key]))
      expect(placeholders(da[key]), key).toEqual(placeholders(sv[key]))
    }
  })

  test('the quoted texts of the spec are word for word', () => {
    expect(sv.gateWrongPassword).toBe('Felaktigt lösenord, försök gärna igen.')
    expect(en.gateWrongPassword).toBe('Invalid password, please try again.')
    expect(sv.gateFailed).toBe('Misslyckades att hämta sidan genom inloggning')
    expect(en.moduleErrorTitle).toBe('An error occurred')
  })

  test('fillText fills known placeholders and leaves unknown ones visible', () => {
    expect(fillText(sv.madeWith, { siteName: 'Bröllopssida' })).toBe('Skapad med Bröllopssida')
    expect(fillText('{a} {b}', { a: 'x' })).toBe('x {b}')
  })
})
