// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MeResponse } from '#domain/accounts.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import {
  errorResponse,
  renderApp,
  resetAppBetweenTests,
  stubApi,
  testMeWithoutSite,
} from '#web/app/test-app.tsx'
import { readQuickStartSite } from './quick-start-storage.ts'

resetAppBetweenTests()

// The quick-start editor is loaded lazily; its first import in a full, busy run can take this long.
const slow = { timeout: 30_000 }

/** The server: a taken mail at sign-up, a login, and the created site answered back. */
function api(start: MeResponse | null) {
  let me = start
  return stubApi({
    'GET /api/accounts/me/': () =>
      me ? { status: 200, body: me } : { status: 401, body: errorResponse('Inte inloggad', 'Not logged in') },
    'POST /api/accounts/register/': () => ({
      status: 409,
      body: errorResponse('E-postadressen används redan', 'The mail is taken'),
    }),
    'POST /api/accounts/login/': () => {
      me = testMeWithoutSite
      return { status: 200, body: testMeWithoutSite }
    },
    'POST /api/sites/V2': (body) => {
      const { site } = body as { site: SiteV2 }
      return { status: 201, body: { site: { ...site, _id: 'new1', quickStart: false } } }
    },
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  })
}

describe('quick start with an existing account', { timeout: 60_000 }, () => {
  it('a taken mail logs in instead, comes back and is asked before the site becomes the account’s', async () => {
    const calls = api(null)
    const { router } = renderApp('/kom-igang/redigera?registerAccount=true')
    const dialog = await screen.findByRole('dialog', { name: 'Skapa ett konto och spara' }, slow)
    await userEvent.type(within(dialog).getByLabelText('E-postadress'), 'anna@example.se')
    await userEvent.type(within(dialog).getByLabelText('Lösenord'), 'hemligt')
    await userEvent.click(within(dialog).getByRole('checkbox'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skapa konto och spara' }))
    expect(await within(dialog).findByText('Det finns redan ett konto med den e-postadressen')).toBeTruthy()
    const kept = readQuickStartSite('kom-igang')
    expect(kept?.quickStart).toBe(true)

    await userEvent.click(
      within(dialog).getByRole('link', { name: 'Logga in i stället, din sida här finns kvar' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/logga-in'))
    await userEvent.type(await screen.findByLabelText('E-postadress', {}, slow), 'anna@example.se')
    await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt')
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))

    // Back in quick start: the site waited in local storage, and the account is asked first.
    const offer = await screen.findByRole('dialog', { name: 'Spara sidan på ditt konto?' }, slow)
    expect(router.state.location.pathname).toBe('/kom-igang/redigera')
    expect(offer.textContent).toContain('anna@example.se')
    expect(calls.some((c) => c.path === '/api/sites/V2')).toBe(false)
    await userEvent.click(within(offer).getByRole('button', { name: 'Spara som min sida' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/new1'), slow)
    const created = calls.find((c) => c.path === '/api/sites/V2')
    const body = created?.body as { site: SiteV2; wizardData: unknown }
    expect(body.site._id).toBe(kept?._id)
    expect(body.site.siteModules.map((m) => m.id)).toEqual(kept?.siteModules.map((m) => m.id))
    expect('wizardData' in body).toBe(true)
    expect(await screen.findByRole('dialog', { name: 'Din sida är sparad!' }, slow)).toBeTruthy()
    expect(readQuickStartSite('kom-igang')).toBeUndefined()
  })

  it('an account with a site gets the link to it on Spara, and no second site', async () => {
    const calls = api({ ...testMeWithoutSite, site: { _id: 'abc123' } })
    renderApp('/kom-igang/redigera')
    const status = await screen.findByText('Du är inloggad och har redan en sida.', {}, slow)
    expect(status.closest('[role="status"]')).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: 'Spara' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Ditt konto har redan en sida' })
    expect(within(dialog).getByRole('link', { name: 'Gå till din sida' }).getAttribute('href')).toBe(
      '/redigera/abc123',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.some((c) => c.path === '/api/sites/V2')).toBe(false)
  })
})
