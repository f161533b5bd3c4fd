import { describe, expect, it } from 'vitest'
import da from './da.json'
import en from './en.json'
import sv from './sv.json'

/** Every leaf of a catalog as [dotted key, value]. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]]
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
}

const catalogs = { sv, en, da }

describe('interface catalogs', () => {
  const svKeys = flatten(sv)
    .map(([key]) => key)
    .sort()

  it('has texts', () => {
    expect(svKeys.length).toBeGreaterThan(20)
  })

  for (const [language, catalog] of Object.entries(catalogs)) {
    it(`${language} has exactly the keys of sv`, () => {
      const keys = flatten(catalog)
        .map(([key]) => key)
        .sort()
      expect(keys).toEqual(svKeys)
    })

    it(`${language} has a non-empty text for every key`, () => {
      const bad = flatten(catalog).filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      expect(bad).toEqual([])
    })

    it(`${language} uses the same interpolations as sv`, () => {
      const svTexts = new Map(flatten(sv))
      const placeholders = (text: unknown) =>
        String(text)
          .match(/\{\{\s*\w+\s*\}\}/g)
          ?.sort() ?? []
      for (const [key, text] of flatten(catalog)) {
        expect(placeholders(text), key).toEqual(placeholders(svTexts.get(key)))
      }
    })
  }

  it('keeps the spec wording of the error dialog', () => {
    const inEach = (key: keyof typeof sv.errorDialog) =>
      [sv, en, da].map((catalog) => catalog.errorDialog[key])
    expect(inEach('title')).toEqual(['Fel', 'Error', 'Fejl'])
    expect(inEach('unknown')).toEqual([
      'Ett okänt fel har uppstått.',
      'A unknown error occured.',
      'En ukendt fejl opstod.',
    ])
    expect(inEach('logIn')).toEqual(['Logga in', 'Log in', 'Log ind'])
    expect(inEach('close')).toEqual(['Stäng', 'Close', 'Luk'])
  })
})
