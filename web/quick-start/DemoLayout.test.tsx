// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { brandInfo } from '#domain/brands.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { generateSite } from '#domain/wizard/generate-site.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 15000 }
const loggedOut = {
  'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Inte inloggad', 'Not logged in') }),
  'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
}

/** The demo host's site as GET /api/sites/quick-start/demo answers it. */
function demoSite(title: string): SiteV2 {
  let n = 0
  const site = generateSite(
    {},
    { brandInfo: brandInfo('wedding', 'se'), now: new Date(), newId: () => `d${++n}` },
  )
  return {
    ...site,
    siteModules: site.siteModules.map((m) => ({ ...m, title: { sv: title } })) as SiteV2['siteModules'],
  }
}

describe('/demo', () => {
  it('shows the demo host’s site with the way in of the brand', async () => {
    const calls = stubApi({
      ...loggedOut,
      'GET /api/sites/quick-start/demo': () => ({
        status: 200,
        body: { site: demoSite('Svara på inbjudan'), loggedInUsersSiteId: null },
      }),
    })
    renderApp('/demo')
    expect(await screen.findByText('Det här är en exempelsida.', { exact: false }, slow)).toBeTruthy()
    expect((await screen.findAllByText('Svara på inbjudan', {}, slow)).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Skapa din egen sida' }).getAttribute('href')).toBe('/kom-igang')
    expect(calls.some((c) => c.path === '/api/sites/quick-start/demo')).toBe(true)
  })

  it('says so when the demo cannot be loaded, with a retry', async () => {
    stubApi({
      ...loggedOut,
      'GET /api/sites/quick-start/demo': () => ({
        status: 404,
        body: errorResponse('Finns inte', 'Not found'),
      }),
    })
    renderApp('/demo')
    expect(await screen.findByRole('button', { name: 'Försök igen' }, slow)).toBeTruthy()
    expect(screen.getByText('Misslyckades att hämta sidan')).toBeTruthy()
  })

  it('the student demo shows the student quick-start site and starts the student quick start', async () => {
    stubApi({
      ...loggedOut,
      'GET /api/sites/quick-start/digital-studentinbjudan': () => ({
        status: 200,
        body: { site: demoSite('Studentfest'), loggedInUsersSiteId: null },
      }),
    })
    renderApp('/digital-studentinbjudan/demo', { boot: { brand: brandInfo('party', 'se') } })
    expect((await screen.findAllByText('Studentfest', {}, slow)).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Skapa din egen sida' }).getAttribute('href')).toBe(
      '/digital-studentinbjudan/snabbstart',
    )
  })
})
