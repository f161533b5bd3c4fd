// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { SitePage } from './SitePage.tsx'
import { makeHeader, makeSiteInput, makeText } from './test-inputs.ts'
import { publicTexts } from './texts.ts'

afterEach(cleanup)

describe('the menu and the module anchors on the public page', () => {
  test('each module gets its slug as id; the menu links to the modules shown in it', () => {
    const input = makeSiteInput(
      { language: 'sv' },
      {
        siteModules: [
          makeHeader({ hideInMenu: true }),
          makeText({ id: 't1', menuTitle: { sv: 'Hitta hit' }, title: { sv: 'Vägbeskrivning' } }),
          makeText({ id: 't2', title: { sv: 'Kost & logi' } }),
          makeText({ id: 't3', title: { sv: 'Kost & logi' } }),
          makeText({ id: 't4', title: undefined }),
          makeText({ id: 't5', title: { sv: 'Hemlig' }, hide: true }),
        ],
      },
    )
    const { container } = render(<SitePage input={input} texts={publicTexts.sv} />)
    const ids = [...container.querySelectorAll('main > section')].map((s) => s.id)
    expect(ids).toEqual(['anna-och-erik', 'hitta-hit', 'kost-och-logi', 'kost-och-logi-2', 'no-menu-title'])

    const nav = screen.getByRole('navigation', { name: 'Meny' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hitta hit', '#hitta-hit'],
      ['Kost & logi', '#kost-och-logi'],
      ['Kost & logi', '#kost-och-logi-2'],
      ['Ej namngivet', '#no-menu-title'],
    ])
    // Every menu link has its target on the page.
    for (const link of links) {
      expect(container.querySelector(link.getAttribute('href') ?? '')).not.toBeNull()
    }
  })

  test('slugs and menu titles follow the page language; the menu is named in the interface language', () => {
    const input = makeSiteInput(
      { language: 'en', uiLanguage: 'da' },
      {
        availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
        siteModules: [
          makeText({ menuTitle: { sv: 'Välkomna', en: 'Welcome' } }),
          makeText({ id: 'x', title: {} }),
        ],
      },
    )
    render(<SitePage input={input} texts={publicTexts.da} />)
    const nav = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(nav).getByRole('link', { name: 'Welcome' }).getAttribute('href')).toBe('#welcome')
    expect(within(nav).getByRole('link', { name: 'Unavngivet' }).getAttribute('href')).toBe('#_')
  })

  test('there is no menu when every module is hidden in it', () => {
    const input = makeSiteInput(
      {},
      { siteModules: [makeHeader({ hideInMenu: true }), makeText({ hideInMenu: true })] },
    )
    const { container } = render(<SitePage input={input} texts={publicTexts.sv} />)
    expect(screen.queryByRole('navigation', { name: 'Meny' })).toBeNull()
    expect(container.querySelector('[data-part="menu"]')).toBeNull()
    // The anchors are there all the same.
    expect(container.querySelector('#valkommen')).not.toBeNull()
  })

  test('a module never takes an id the page document uses itself', () => {
    const input = makeSiteInput({}, { siteModules: [makeText({ title: { sv: 'Page input' } })] })
    const { container } = render(<SitePage input={input} texts={publicTexts.sv} />)
    expect(container.querySelector('main > section')?.id).toBe('page-input-2')
  })

  test('the top bar carries its styling part', () => {
    const { container } = render(<SitePage input={makeSiteInput()} texts={publicTexts.en} />)
    expect(container.querySelector('header[data-part="top-bar"]')).not.toBeNull()
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy()
  })
})
