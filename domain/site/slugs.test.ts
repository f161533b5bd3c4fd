import { describe, expect, test } from 'vitest'
import { EMPTY_TITLE_SLUG, MISSING_TITLE_SLUG, moduleMenuTitle, moduleSlugs, slugify } from './slugs.ts'

const slugsOf = (modules: Parameters<typeof moduleSlugs>[0], language = 'sv', reserved: string[] = []) => [
  ...moduleSlugs(modules, language, reserved).values(),
]

describe('slugify', () => {
  test('lower case', () => {
    expect(slugify('PROGRAM')).toBe('program')
  })

  test('Swedish, Danish and German letters are transliterated', () => {
    expect(slugify('Vägbeskrivning')).toBe('vagbeskrivning')
    expect(slugify('Åre Över')).toBe('are-over')
    expect(slugify('Brudepar og bryllupsfest på Ærø')).toBe('brudepar-og-bryllupsfest-pa-aero')
    expect(slugify('Sønderborg')).toBe('sonderborg')
    expect(slugify('Straße Über')).toBe('strasse-uber')
    expect(slugify('Café')).toBe('cafe')
  })

  test('other accents are stripped by decomposition', () => {
    expect(slugify('Crème brûlée à la Noël')).toBe('creme-brulee-a-la-noel')
    expect(slugify('Łódź Dvořák')).toBe('lodz-dvorak')
  })

  test("'&' becomes 'och' in every language", () => {
    expect(slugify('Kost & logi')).toBe('kost-och-logi')
    expect(slugify('Food&Drinks')).toBe('food-och-drinks')
  })

  test('spaces and other white space become hyphens', () => {
    expect(slugify('Hitta hit')).toBe('hitta-hit')
    expect(slugify('Tider\toch\nplats')).toBe('tider-och-plats')
  })

  test('characters other than a-z, 0-9 and hyphens are removed', () => {
    expect(slugify('OSA!')).toBe('osa')
    expect(slugify('Vad gäller? (Viktigt)')).toBe('vad-galler-viktigt')
    expect(slugify('Bröllop 2027 ♥')).toBe('brollop-2027')
    expect(slugify('snake_case.and/slash')).toBe('snakecaseandslash')
  })

  test('repeated hyphens are collapsed and the ends trimmed', () => {
    expect(slugify('  Tal -- och   sång  ')).toBe('tal-och-sang')
    expect(slugify('- Program -')).toBe('program')
  })
})

describe('moduleSlugs', () => {
  test('the menu title in the page language wins over the title', () => {
    const modules = [{ id: 'a', menuTitle: { sv: 'Hitta hit', en: 'Directions' }, title: { sv: 'Plats' } }]
    expect(moduleSlugs(modules, 'sv').get('a')).toBe('hitta-hit')
    expect(moduleSlugs(modules, 'en').get('a')).toBe('directions')
  })

  test('the title is used when there is no menu title, or the menu title is empty', () => {
    expect(slugsOf([{ id: 'a', title: { sv: 'Välkommen' } }])).toEqual(['valkommen'])
    expect(slugsOf([{ id: 'a', menuTitle: { sv: ' ' }, title: { sv: 'Välkommen' } }])).toEqual(['valkommen'])
  })

  test('a text missing in the page language falls back as lookupText does', () => {
    expect(slugsOf([{ id: 'a', title: { sv: 'Gåvor', en: 'Gifts' } }], 'da')).toEqual(['gifts'])
  })

  test("an empty title gives '_'", () => {
    expect(slugsOf([{ id: 'a', title: { sv: '' } }])).toEqual([EMPTY_TITLE_SLUG])
    expect(slugsOf([{ id: 'a', title: {} }])).toEqual(['_'])
    expect(slugsOf([{ id: 'a', menuTitle: { sv: '  ' } }])).toEqual(['_'])
    // Only symbols: nothing usable is left, which counts as empty.
    expect(slugsOf([{ id: 'a', title: { sv: '♥ ♥' } }])).toEqual(['_'])
  })

  test("a missing title gives 'no-menu-title'", () => {
    expect(slugsOf([{ id: 'a' }])).toEqual([MISSING_TITLE_SLUG])
    expect(slugsOf([{ id: 'a', menuTitle: null, title: null }])).toEqual(['no-menu-title'])
  })

  test('slugs are made unique with -2, -3 in page order, the defaults too', () => {
    const modules = [
      { id: 'a', title: { sv: 'Program' } },
      { id: 'b', title: { sv: 'program!' } },
      { id: 'c', menuTitle: { sv: 'PROGRAM' } },
      { id: 'd', title: { sv: '' } },
      { id: 'e', title: { sv: '' } },
      { id: 'f' },
      { id: 'g' },
    ]
    expect(slugsOf(modules)).toEqual([
      'program',
      'program-2',
      'program-3',
      '_',
      '_-2',
      'no-menu-title',
      'no-menu-title-2',
    ])
  })

  test('a suffix never takes a slug a title already has', () => {
    const modules = [
      { id: 'a', title: { sv: 'Tal 2' } },
      { id: 'b', title: { sv: 'Tal' } },
      { id: 'c', title: { sv: 'Tal' } },
    ]
    expect(slugsOf(modules)).toEqual(['tal-2', 'tal', 'tal-3'])
  })

  test('ids the page reserves for itself are never given to a module', () => {
    expect(slugsOf([{ id: 'a', title: { sv: 'Root' } }], 'sv', ['root'])).toEqual(['root-2'])
  })

  test('is keyed by module id', () => {
    const slugs = moduleSlugs(
      [
        { id: 'x1', title: { sv: 'Ett' } },
        { id: 'x2', title: { sv: 'Två' } },
      ],
      'sv',
    )
    expect(slugs.get('x2')).toBe('tva')
    expect(slugs.size).toBe(2)
  })
})

describe('moduleMenuTitle', () => {
  test('menu title, else title, else empty', () => {
    expect(moduleMenuTitle({ id: 'a', menuTitle: { sv: 'Meny' }, title: { sv: 'Titel' } }, 'sv')).toBe('Meny')
    expect(moduleMenuTitle({ id: 'a', menuTitle: { sv: '' }, title: { sv: 'Titel' } }, 'sv')).toBe('Titel')
    expect(moduleMenuTitle({ id: 'a' }, 'sv')).toBe('')
  })
})
