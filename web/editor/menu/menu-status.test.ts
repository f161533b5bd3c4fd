import { describe, expect, test } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeCountdown, makeImageAndText } from '#web/modules/test-modules.ts'
import { makeHeader, makeText } from '#web/site/test-inputs.ts'
import { menuAnchors, menuRowStatus, moduleTitle, setHideInMenu, setMenuTitle } from './menu-status.ts'

describe('menuRowStatus', () => {
  test('each of the five statuses', () => {
    expect(menuRowStatus(makeText({ hide: true }), 'sv')).toBe('hidden')
    expect(menuRowStatus(makeText({ hideInMenu: true }), 'sv')).toBe('hiddenInMenu')
    expect(menuRowStatus(makeText({ menuTitle: { sv: 'Hitta hit' } }), 'sv')).toBe('customMenuTitle')
    expect(menuRowStatus(makeText({ title: { sv: 'Välkommen' } }), 'sv')).toBe('title')
    expect(menuRowStatus(makeText({ title: undefined }), 'sv')).toBe('none')
  })

  test('hidden from guests comes before everything else, hidden in the menu before the titles', () => {
    const titled = { menuTitle: { sv: 'Meny' }, title: { sv: 'Titel' } }
    expect(menuRowStatus(makeText({ ...titled, hide: true, hideInMenu: true }), 'sv')).toBe('hidden')
    expect(menuRowStatus(makeText({ ...titled, hide: true }), 'sv')).toBe('hidden')
    expect(menuRowStatus(makeText({ ...titled, hideInMenu: true }), 'sv')).toBe('hiddenInMenu')
    expect(menuRowStatus(makeText(titled), 'sv')).toBe('customMenuTitle')
  })

  test('texts of only spaces count as empty', () => {
    expect(menuRowStatus(makeText({ menuTitle: { sv: '   ' }, title: { sv: 'Välkommen' } }), 'sv')).toBe(
      'title',
    )
    expect(menuRowStatus(makeText({ menuTitle: { sv: ' ' }, title: { sv: ' \n' } }), 'sv')).toBe('none')
    expect(menuRowStatus(makeText({ menuTitle: {}, title: {} }), 'sv')).toBe('none')
  })

  test('per language, with the usual lookup fallback (the language, then en, then sv, then any)', () => {
    const module = makeText({ menuTitle: { da: 'Velkommen' }, title: { sv: 'Välkommen', en: 'Welcome' } })
    expect(menuRowStatus(module, 'da')).toBe('customMenuTitle')
    // No sv, en or de menu title: the lookup falls back to the first one there is, as the public menu does.
    expect(menuRowStatus(module, 'sv')).toBe('customMenuTitle')
    expect(menuRowStatus(module, 'de')).toBe('customMenuTitle')

    const titleOnly = makeText({ title: { en: 'Welcome' } })
    expect(menuRowStatus(titleOnly, 'sv')).toBe('title')
    // An empty entry in the language itself wins over the fallback.
    expect(menuRowStatus(makeText({ title: { sv: '', en: 'Welcome' } }), 'sv')).toBe('none')
  })

  test('works for every module type with a title', () => {
    expect(menuRowStatus(makeHeader(), 'sv')).toBe('title')
    expect(menuRowStatus(makeImageAndText(), 'en')).toBe('title')
    expect(menuRowStatus(makeCountdown({ title: undefined }), 'sv')).toBe('none')
    expect(moduleTitle(makeHeader())).toEqual({ sv: 'Anna och Erik', en: 'Anna and Erik' })
  })
})

describe('setMenuTitle', () => {
  test('sets one language and keeps the others; the module is not changed', () => {
    const module = makeText({ menuTitle: { en: 'Welcome' } })
    const next = setMenuTitle(module, 'sv', 'Välkommen')
    expect(next.menuTitle).toEqual({ en: 'Welcome', sv: 'Välkommen' })
    expect(module.menuTitle).toEqual({ en: 'Welcome' })
    expect(next).not.toBe(module)
    expect({ ...next, menuTitle: undefined }).toEqual({ ...module, menuTitle: undefined })
  })

  test('adds a menu title to a module without one and replaces an existing entry', () => {
    const module = makeText()
    expect('menuTitle' in module).toBe(false)
    const named = setMenuTitle(module, 'sv', 'Vår dag')
    expect(named.menuTitle).toEqual({ sv: 'Vår dag' })
    expect(setMenuTitle(named, 'sv', 'Vår dag & fest').menuTitle).toEqual({ sv: 'Vår dag & fest' })
  })

  test('keeps a non-empty value as typed, spaces included', () => {
    expect(setMenuTitle(makeText(), 'sv', 'Vår ').menuTitle).toEqual({ sv: 'Vår ' })
  })

  test('an empty value removes the entry; an empty menu title is removed altogether', () => {
    const both = makeText({ menuTitle: { sv: 'Hitta hit', en: 'Directions' } })
    const svGone = setMenuTitle(both, 'sv', '')
    expect(svGone.menuTitle).toEqual({ en: 'Directions' })

    const none = setMenuTitle(svGone, 'en', '   ')
    expect(none.menuTitle).toBeUndefined()
    expect('menuTitle' in none).toBe(false)
    expect(menuRowStatus(none, 'sv')).toBe('title')

    // Clearing a language that has no entry leaves no empty object behind either.
    expect('menuTitle' in setMenuTitle(makeText({ menuTitle: {} }), 'sv', '')).toBe(false)
    expect('menuTitle' in setMenuTitle(makeText(), 'sv', '')).toBe(false)
  })
})

describe('setHideInMenu', () => {
  test('sets the flag, immutably', () => {
    const module = makeText()
    const hidden = setHideInMenu(module, true)
    expect(hidden.hideInMenu).toBe(true)
    expect(module.hideInMenu).toBe(false)
    expect(menuRowStatus(hidden, 'sv')).toBe('hiddenInMenu')
    expect(setHideInMenu(hidden, false)).toEqual(module)
  })
})

describe('menuAnchors', () => {
  const modules: SiteModule[] = [
    makeHeader({ id: 'h', title: { sv: 'Anna & Erik' } }),
    makeText({ id: 'a', title: { sv: 'Program' }, hide: true }),
    makeText({ id: 'b', title: { sv: 'Program' } }),
    makeText({ id: 'c', menuTitle: { sv: 'Program' }, title: { sv: 'Schema' } }),
    makeText({ id: 'd', title: { sv: 'Root' } }),
    makeText({ id: 'e', title: undefined, hideInMenu: true }),
    makeText({ id: 'f', title: { sv: '' } }),
  ]

  test('as the public page has them: made unique among the shown modules, the page ids kept free', () => {
    const anchors = menuAnchors(modules, 'sv')
    expect(Object.fromEntries(anchors)).toEqual({
      h: 'anna-och-erik',
      // Hidden: not on the page, so 'b' keeps 'program'; 'a' would get 'program' if it alone were shown.
      a: 'program',
      b: 'program',
      c: 'program-2',
      d: 'root-2',
      e: 'no-menu-title',
      f: '_',
    })
  })

  test('follow the language', () => {
    const anchors = menuAnchors([makeText({ id: 'x', title: { sv: 'Välkommen', en: 'Welcome' } })], 'en')
    expect(anchors.get('x')).toBe('welcome')
  })
})
