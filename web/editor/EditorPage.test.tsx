// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'

resetAppBetweenTests()

function site(overrides: Partial<SiteV2> = {}): Partial<SiteV2> {
  return {
    _id: 's1',
    host: 'anna-och-erik.brollopssida.se',
    active: false,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    giftRegistryReservations: [],
    availableLanguages: [{ languageCode: 'en' }, { languageCode: 'sv' }],
    siteModules: [
      {
        id: 'm1',
        siteModuleType: 'Header',
        hide: false,
        hideInMenu: false,
        title: { sv: 'Välkommen', en: 'Welcome' },
      },
      { id: 'm2', siteModuleType: 'Text', hide: true, hideInMenu: false },
    ] as SiteV2['siteModules'],
    ...overrides,
  }
}

const logCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/logs/')

describe('/redigera/{siteId}', () => {
  it('opens the editor on the site, titled for edit mode, every module with its action bar', async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({ status: 200, body: site() }),
    })
    renderApp('/redigera/s1')
    expect(await screen.findByRole('toolbar', { name: 'Redigera sidan' }, { timeout: 10_000 })).toBeTruthy()
    const bars = screen.getAllByRole('toolbar', { name: /^Åtgärder för/ })
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Åtgärder för Sidhuvud',
      'Åtgärder för Text',
    ])
    // The first module cannot move up, the last cannot move down.
    expect(within(bars[0] as HTMLElement).queryByRole('button', { name: 'Flytta upp' })).toBeNull()
    expect(within(bars[0] as HTMLElement).getByRole('button', { name: 'Flytta ner' })).toBeTruthy()
    expect(within(bars[1] as HTMLElement).getByRole('button', { name: 'Flytta upp' })).toBeTruthy()
    expect(within(bars[1] as HTMLElement).queryByRole('button', { name: 'Flytta ner' })).toBeNull()
    expect(screen.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeTruthy()
    expect(document.title).toBe('Prova gratis utan registrering - Bröllopssida')
    // Välj adress shows for a site that is not active.
    expect(screen.getByRole('link', { name: 'Välj adress' }).getAttribute('href')).toBe(
      '/redigera/s1/valj-adress',
    )
  })

  it('logged out, shows one login prompt that comes back here: no error dialog, nothing logged', async () => {
    const calls = stubApi({
      'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Du måste logga in.', 'Log in') }),
      'GET /api/sites/s1': () => ({ status: 401, body: errorResponse('Du måste logga in.', 'Log in') }),
    })
    renderApp('/redigera/s1')
    expect(await screen.findByRole('heading', { name: 'Logga in för att redigera sidan' })).toBeTruthy()
    const login = screen.getAllByRole('link', { name: 'Logga in' })
    expect(login).toHaveLength(1)
    expect(login[0]?.getAttribute('href')).toBe('/logga-in?tillbaka=%2Fredigera%2Fs1')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText('Det gick inte att hämta sidan.')).toBeNull()
    expect(logCalls(calls)).toEqual([])
  })

  it('shows a 403 in the error dialog with Logga in, and does not log it', async () => {
    const calls = stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({
        status: 403,
        body: errorResponse('Du äger inte sidan', 'Not your site'),
      }),
    })
    renderApp('/redigera/s1')
    const dialog = await screen.findByRole('dialog', { name: 'Fel' })
    expect(dialog.textContent).toContain('Du äger inte sidan')
    expect(within(dialog).getByRole('button', { name: 'Logga in' })).toBeTruthy()
    expect(screen.getByText('Det gick inte att hämta sidan.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(logCalls(calls)).toEqual([])
  })

  it('logs other failures once, and offers Stäng', async () => {
    const calls = stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({ status: 404, body: errorResponse('Sidan finns inte', 'No such site') }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/redigera/s1')
    const dialog = await screen.findByRole('dialog', { name: 'Fel' })
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeTruthy()
    await waitFor(() => expect(logCalls(calls)).toHaveLength(1))
    expect(logCalls(calls)[0]).toMatchObject({ body: { severity: 3, originId: 'web-app' } })
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('Wrote to log.'))
  })
})

describe('other routes', () => {
  it('shows the landing page with its demo and login links', async () => {
    stubApi({})
    renderApp('/', { language: 'en' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your own wedding site, ready in minutes' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See an example site' }).getAttribute('href')).toBe('/demo')
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/logga-in')
  })

  it('shows a not-found page for an unknown path', async () => {
    stubApi({})
    renderApp('/finns/inte')
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeTruthy()
  })
})
