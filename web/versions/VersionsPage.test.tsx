// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import type { SiteVersionListItem } from '#domain/site/version-summary.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubOwnerApi, testSite } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 10_000 }

const site: Partial<SiteV2> = testSite({ colorScheme: undefined, revision: 3 })

const versions: SiteVersionListItem[] = [
  {
    siteVersion: 3,
    createdAt: '2026-05-02T10:00:00.000Z',
    changes: [{ kind: 'moduleAdded', moduleId: 'g', moduleType: 'GiftRegistry' }],
    restoredFrom: null,
    sameAsLatest: true,
    by: 'Erik',
  },
  {
    siteVersion: 2,
    createdAt: '2026-05-01T10:00:00.000Z',
    changes: [{ kind: 'textChanged', moduleId: 't', moduleType: 'Text', languages: ['sv'] }],
    restoredFrom: null,
    sameAsLatest: false,
    by: null,
  },
  {
    siteVersion: 1,
    createdAt: '2026-04-30T10:00:00.000Z',
    changes: [],
    restoredFrom: null,
    sameAsLatest: false,
    by: null,
  },
]

const oldDocument = {
  siteVersion: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  data: {
    ...site,
    siteModules: [
      { id: 't', siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: 'Gamla rubriken' } },
    ],
    formRecipients: [],
  },
}

function api(extra: Parameters<typeof stubOwnerApi>[1] = {}) {
  return stubOwnerApi(site, {
    'GET /api/sites/s1/versions': () => ({ status: 200, body: { versions } }),
    'GET /api/sites/s1/versions/2': () => ({ status: 200, body: oldDocument }),
    'GET /api/sites/s1/versions/3': () => ({ status: 200, body: { ...oldDocument, siteVersion: 3 } }),
    ...extra,
  })
}

describe('the versions page', () => {
  it('lists the versions with what each changed and previews a chosen one', async () => {
    api()
    renderApp('/redigera/s1/versioner')
    const list = await screen.findByRole('list', { name: 'Sparade versioner' }, slow)
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^2026-05-02 \d\d:00SenasteErik lade till Önskelista$/),
      expect.stringMatching(/Ändrade texten i Text \(sv\)$/),
      expect.stringMatching(/Sidan skapades$/),
    ])
    await userEvent.click(buttons[1] as HTMLElement)
    expect((await screen.findAllByText('Gamla rubriken', {}, slow)).length).toBeGreaterThan(0)
    expect(buttons[1]?.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Återställ den här versionen' })).toBeTruthy()
  })

  it('offers no restore for the latest version', async () => {
    api()
    renderApp('/redigera/s1/versioner?version=3')
    expect(await screen.findByText('Det här är sidans senaste version.', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Återställ den här versionen' })).toBeNull()
  })

  it("offers no restore for an older version whose document is the latest's (a settings change came after)", async () => {
    api({
      'GET /api/sites/s1/versions': () => ({
        status: 200,
        body: { versions: versions.map((v) => (v.siteVersion === 2 ? { ...v, sameAsLatest: true } : v)) },
      }),
    })
    renderApp('/redigera/s1/versioner?version=2')
    expect((await screen.findAllByText('Gamla rubriken', {}, slow)).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Återställ den här versionen' })).toBeNull()
  })

  it('restores and opens the editor with a notice', async () => {
    const calls = api({
      'POST /api/sites/s1/versions/2/restore': () => ({
        status: 200,
        body: { site: { ...site, revision: 4, siteModules: oldDocument.data.siteModules } },
      }),
    })
    const { router } = renderApp('/redigera/s1/versioner?version=2')
    await userEvent.click(await screen.findByRole('button', { name: 'Återställ den här versionen' }, slow))
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/s1'), slow)
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/sites/s1/versions/2/restore')).toBe(true)
    expect(await screen.findByText(/är återställd/, {}, slow)).toBeTruthy()
  })

  it('says why a site of an older shape has no history', async () => {
    api({
      'GET /api/sites/s1/versions': () => ({
        status: 409,
        body: errorResponse(
          'Versionshistoriken finns bara för sidor i den nya redigeraren.',
          'Only new sites',
        ),
      }),
    })
    renderApp('/redigera/s1/versioner')
    expect(await screen.findByText('Versionerna kunde inte hämtas', {}, slow)).toBeTruthy()
    expect(screen.getAllByText(/Versionshistoriken finns bara/).length).toBeGreaterThan(0)
  })
})
