// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'
import { testSite } from '#web/responses/test-data.ts'
import { readQuickStartSite, writeQuickStartSite } from './quick-start-storage.ts'

resetAppBetweenTests()

const slow = { timeout: 10000 }

function api(site: SiteV2) {
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Inte inloggad', 'Not logged in') }),
    'GET /api/sites/quick-start/snabbstart': () => ({
      status: 200,
      body: { site, loggedInUsersSiteId: null },
    }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  })
}

/** A quick-start site whose RSVP asks the usual questions, as the visitor left it in the editor. */
function storedSite(): SiteV2 {
  const site = { ...testSite(), _id: 'START-WIZARD', quickStart: true, active: false } as SiteV2
  writeQuickStartSite('snabbstart', site)
  return site
}

describe('quick-start responses', () => {
  it('/snabbstart/visa-osa shows sample answers to the local site, fetching no site or responses', async () => {
    const site = storedSite()
    expect(readQuickStartSite('snabbstart')?._id).toBe('START-WIZARD')
    const calls = api(site)
    renderApp('/snabbstart/visa-osa')
    expect(await screen.findByRole('heading', { name: 'Svar från gästerna' }, slow)).toBeTruthy()
    const note = screen.getByRole('note')
    expect(note.textContent).toContain('Skapa ett konto och publicera sidan, så kan gästerna svara.')
    const table = await screen.findByRole('table', {}, slow)
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0)
    // The columns are the site's own questions.
    expect(within(table).getByRole('button', { name: 'Kommer du?' })).toBeTruthy()
    const fetched = calls.map((c) => c.path)
    expect(fetched.some((p) => p.startsWith('/api/rsvps') || p === '/api/sites/START-WIZARD')).toBe(false)

    // The links stay under the quick-start path: the side menu's Svar and the per-question view.
    const menu = screen.getByRole('navigation', { name: 'Redigera sidan' })
    expect(within(menu).getByRole('link', { name: 'Svar' }).getAttribute('href')).toBe(
      '/snabbstart/visa-osa/',
    )
    await userEvent.click(screen.getByRole('link', { name: 'Per fråga' }))
    expect(await screen.findByRole('link', { name: 'Per fråga', current: 'page' }, slow)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Lista' }).getAttribute('href')).toBe('/snabbstart/visa-osa/')
  })

  it('/kom-igang/redigera/visa-osa/fragor sums up sample answers of the wizard site per question', async () => {
    api(storedSite())
    renderApp('/kom-igang/redigera/visa-osa/fragor')
    expect(await screen.findByRole('link', { name: 'Per fråga', current: 'page' }, slow)).toBeTruthy()
    expect(screen.getByRole('note').textContent).toContain('Exempelsvar kan inte tas bort.')
    expect(screen.getByRole('link', { name: 'Lista' }).getAttribute('href')).toBe(
      '/kom-igang/redigera/visa-osa/',
    )
  })
})
