import { afterEach, describe, expect, it, vi } from 'vitest'
import { languageCodeSchema } from '#domain/site/text.ts'
import {
  capitalisedLanguageName,
  LANGUAGE_CODES,
  languageOptions,
  SUGGESTED_LANGUAGES,
} from './language-codes.ts'

describe('language codes', () => {
  it('offers about 190 distinct two-letter codes, Norwegian as no', () => {
    expect(LANGUAGE_CODES.length).toBeGreaterThanOrEqual(180)
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length)
    expect(LANGUAGE_CODES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true)
    expect(LANGUAGE_CODES).toContain('no')
  })

  it('passes the site schema for every code', () => {
    const invalid = LANGUAGE_CODES.filter((code) => !languageCodeSchema.safeParse(code).success)
    expect(invalid).toEqual([])
  })

  it('suggests sv, en, da, no and fi, all among the codes', () => {
    expect(SUGGESTED_LANGUAGES).toEqual(['sv', 'en', 'da', 'no', 'fi'])
    for (const code of SUGGESTED_LANGUAGES) expect(LANGUAGE_CODES).toContain(code)
  })
})

describe('capitalisedLanguageName', () => {
  it('names a language in the interface language with a capital letter', () => {
    expect(capitalisedLanguageName('sv', 'sv')).toBe('Svenska')
    expect(capitalisedLanguageName('en', 'sv')).toBe('Engelska')
    expect(capitalisedLanguageName('no', 'sv')).toBe('Norska')
    expect(capitalisedLanguageName('sv', 'en')).toBe('Swedish')
    expect(capitalisedLanguageName('da', 'da')).toBe('Dansk')
  })

  it('falls back to the code when the browser cannot name it', () => {
    expect(capitalisedLanguageName('qaa', 'sv')).toBe('Qaa')
    expect(capitalisedLanguageName('x!', 'sv')).toBe('X!')
  })
})

describe('languageOptions', () => {
  for (const ui of ['sv', 'en', 'da'] as const) {
    it(`lists every code once with the suggested first (${ui})`, () => {
      const { suggested, others } = languageOptions(ui)
      expect(suggested.map((o) => o.code)).toEqual(SUGGESTED_LANGUAGES)
      const all = [...suggested, ...others].map((o) => o.code)
      expect(new Set(all).size).toBe(all.length)
      expect([...all].sort()).toEqual([...LANGUAGE_CODES].sort())
    })

    it(`names each language distinctly, never by its bare code (${ui})`, () => {
      const { suggested, others } = languageOptions(ui)
      const options = [...suggested, ...others]
      expect(options.filter((o) => o.name.toLowerCase() === o.code)).toEqual([])
      const names = options.map((o) => o.name)
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
      expect(options.filter((o) => o.name[0] !== o.name[0]?.toLocaleUpperCase(ui))).toEqual([])
    })

    it(`sorts the others by name in the interface language (${ui})`, () => {
      const names = languageOptions(ui).others.map((o) => o.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, ui)))
    })
  }

  it('names the suggested languages in Swedish', () => {
    expect(languageOptions('sv').suggested).toEqual([
      { code: 'sv', name: 'Svenska' },
      { code: 'en', name: 'Engelska' },
      { code: 'da', name: 'Danska' },
      { code: 'no', name: 'Norska' },
      { code: 'fi', name: 'Finska' },
    ])
  })

  it('sorts Swedish names the Swedish way, with ä after the other letters', () => {
    const names = languageOptions('sv').others.map((o) => o.name)
    expect(names.indexOf('Volapük')).toBeGreaterThan(-1)
    expect(names.indexOf('Västfrisiska')).toBeGreaterThan(names.indexOf('Volapük'))
  })
})

describe('a browser whose Intl data lacks most languages (Chromium names 52 of them by code)', () => {
  afterEach(() => vi.unstubAllGlobals())

  for (const ui of ['sv', 'en', 'da'] as const) {
    it(`still names all ${LANGUAGE_CODES.length} languages readably in ${ui}`, () => {
      const RealDisplayNames = Intl.DisplayNames
      // Knows only the interface languages themselves; answers any other code with the code.
      class ThinDisplayNames extends RealDisplayNames {
        override of(code: string): string {
          return ['sv', 'en', 'da'].includes(code) ? (super.of(code) ?? code) : code
        }
      }
      vi.stubGlobal('Intl', { ...Intl, DisplayNames: ThinDisplayNames })
      const { suggested, others } = languageOptions(ui)
      const options = [...suggested, ...others]
      expect(options).toHaveLength(LANGUAGE_CODES.length)
      expect(options.filter((o) => o.name.toLowerCase() === o.code).map((o) => o.code)).toEqual([])
      const names = options.map((o) => o.name)
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    })
  }

  it('names Northern Sami and Greenlandic', () => {
    vi.stubGlobal('Intl', {
      ...Intl,
      DisplayNames: class {
        of(code: string) {
          return code
        }
      },
    })
    expect(capitalisedLanguageName('se', 'sv')).toBe('Nordsamiska')
    expect(capitalisedLanguageName('kl', 'sv')).toBe('Grönländska')
    expect(capitalisedLanguageName('kl', 'en')).toBe('Kalaallisut')
    expect(capitalisedLanguageName('se', 'da')).toBe('Nordsamisk')
  })
})
