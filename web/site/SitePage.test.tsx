// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { MODULE_VIEWS } from '#web/modules/registry.ts'
import { SitePage } from './SitePage.tsx'
import { makeHeader, makeSiteInput, makeText } from './test-inputs.ts'
import { publicTexts } from './texts.ts'

const originalText = MODULE_VIEWS.Text

afterEach(() => {
  cleanup()
  MODULE_VIEWS.Text = originalText
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('SitePage in the browser', () => {
  test('the language switcher names each other language in the page language and keeps the query', () => {
    const input = makeSiteInput(
      { language: 'en', search: '?x=1' },
      { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }, { languageCode: 'da' }] },
    )
    render(<SitePage input={input} texts={publicTexts.sv} />)
    // The name starts with the visible code (WCAG 2.5.3, label in name).
    expect(screen.getByRole('link', { name: 'SV Swedish' }).getAttribute('href')).toBe('/sv?x=1')
    expect(screen.getByRole('link', { name: 'DA Danish' }).getAttribute('href')).toBe('/da?x=1')
    expect(screen.queryByRole('link', { name: /English/ })).toBeNull()
  })

  test('a module that throws shows the error, is logged, and leaves the others intact', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    MODULE_VIEWS.Text = ({ module }) => {
      if (module.id === 'broken') throw new Error('boom')
      return <p>{`Text ${module.id}`}</p>
    }
    const input = makeSiteInput(
      { uiLanguage: 'en' },
      { siteModules: [makeHeader(), makeText({ id: 'broken' }), makeText({ id: 'fine' })] },
    )
    render(<SitePage input={input} texts={publicTexts.en} />)

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anna och Erik')
    expect(screen.getByText('Text fine')).toBeTruthy()
    expect(screen.getByText('An error occurred')).toBeTruthy()
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/logs/')
    expect(init.method).toBe('POST')
    const entry = JSON.parse(String(init.body))
    expect(entry).toMatchObject({ severity: 3, originId: 'public-site' })
    expect(entry.errorObject).toContain('boom')
    expect(entry.info).toContain('broken')
  })

  test('a module that failed on the server shows the error without rendering it again', () => {
    const view = vi.fn(() => <p>never</p>)
    MODULE_VIEWS.Text = view
    const input = { ...makeSiteInput({ uiLanguage: 'da' }), failedModuleIds: ['text-1'] }
    render(<SitePage input={input} texts={publicTexts.da} />)
    expect(screen.getByText('Der opstod en fejl')).toBeTruthy()
    expect(view).not.toHaveBeenCalled()
  })
})
