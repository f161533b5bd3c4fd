import { describe, expect, it } from 'vitest'
import { addLanguage, canRemove, moveLanguage, removeLanguage } from './site-languages.ts'

describe('addLanguage', () => {
  it('adds a language last', () => {
    expect(addLanguage(['sv'], 'en')).toEqual(['sv', 'en'])
    expect(addLanguage(['sv', 'en'], 'pt-BR')).toEqual(['sv', 'en', 'pt-BR'])
  })

  it('never adds a language twice', () => {
    const list = ['sv', 'en']
    expect(addLanguage(list, 'en')).toBe(list)
  })

  it('ignores a code the site schema would refuse', () => {
    const list = ['sv']
    for (const code of ['', 'SV', 'e', 'english', 'sv_SE', ' en']) expect(addLanguage(list, code)).toBe(list)
  })
})

describe('removeLanguage', () => {
  it('removes a language, the default one too', () => {
    expect(removeLanguage(['sv', 'en', 'da'], 'en')).toEqual(['sv', 'da'])
    expect(removeLanguage(['sv', 'en'], 'sv')).toEqual(['en'])
  })

  it('never leaves the site without a language', () => {
    const list = ['sv']
    expect(removeLanguage(list, 'sv')).toBe(list)
  })

  it('leaves the list as it is for a language not in it', () => {
    const list = ['sv', 'en']
    expect(removeLanguage(list, 'da')).toBe(list)
  })
})

describe('canRemove', () => {
  it('is true only while more than one language is left', () => {
    expect(canRemove(['sv', 'en'])).toBe(true)
    expect(canRemove(['sv'])).toBe(false)
    expect(canRemove([])).toBe(false)
  })
})

describe('moveLanguage', () => {
  const list = ['sv', 'en', 'da', 'fi']

  it('moves a language up and down', () => {
    expect(moveLanguage(list, 'da', -1)).toEqual(['sv', 'da', 'en', 'fi'])
    expect(moveLanguage(list, 'en', 1)).toEqual(['sv', 'da', 'en', 'fi'])
    expect(moveLanguage(list, 'fi', -3)).toEqual(['fi', 'sv', 'en', 'da'])
  })

  it('clamps moves past either end', () => {
    expect(moveLanguage(list, 'en', -10)).toEqual(['en', 'sv', 'da', 'fi'])
    expect(moveLanguage(list, 'en', 10)).toEqual(['sv', 'da', 'fi', 'en'])
    expect(moveLanguage(list, 'sv', -1)).toBe(list)
    expect(moveLanguage(list, 'fi', 1)).toBe(list)
  })

  it('leaves the list as it is for an unknown language or no move', () => {
    expect(moveLanguage(list, 'de', 1)).toBe(list)
    expect(moveLanguage(list, 'en', 0)).toBe(list)
    expect(moveLanguage(list, 'en', Number.NaN)).toBe(list)
  })

  it('does not change the given list', () => {
    const copy = [...list]
    moveLanguage(list, 'sv', 2)
    expect(list).toEqual(copy)
  })
})
