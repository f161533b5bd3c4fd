// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type SiteV2, siteContentSchema } from '#domain/site/schema.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'
import { writeQuickStartSite } from '#web/quick-start/quick-start-storage.ts'
import { testSite } from '#web/responses/test-data.ts'

resetAppBetweenTests()

const slow = { timeout: 10000 }

describe('invitations overview in quick start', () => {
  it('/snabbstart/inbjudningar shows the price box and example cards of the local site, and starts a card there', async () => {
    // A whole site, with the design the quick-start editor gives every site.
    const site = {
      ...siteContentSchema.parse({}),
      ...testSite(),
      _id: 'START-WIZARD',
      host: null,
      quickStart: true,
      active: false,
    } as SiteV2
    writeQuickStartSite('snabbstart', site)
    const calls = stubApi({
      'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Inte inloggad', 'Not logged in') }),
      'GET /api/sites/quick-start/snabbstart': () => ({
        status: 200,
        body: { site, loggedInUsersSiteId: null },
      }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/snabbstart/inbjudningar')
    expect(await screen.findByRole('heading', { name: 'Inbjudningskort', level: 1 }, slow)).toBeTruthy()
    expect(screen.getByText('150:-')).toBeTruthy()
    expect(screen.getByText('Frakt 95:-')).toBeTruthy()
    expect(screen.getByRole('figure', { name: 'Exempel: Klassisk' })).toBeTruthy()
    expect(screen.getByRole('figure', { name: 'Exempel: Foto' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Skapa ett nytt kort' }).getAttribute('href')).toBe(
      '/snabbstart/inbjudningar/nytt',
    )
    // No account, no saved cards: nothing of prints is asked for.
    expect(calls.some((c) => c.path.includes('/prints'))).toBe(false)
  })
})
