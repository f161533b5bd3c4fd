// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Print } from '#domain/prints/print.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import {
  errorResponse,
  renderApp,
  resetAppBetweenTests,
  stubApi,
  testMeWithoutSite,
} from '#web/app/test-app.tsx'

resetAppBetweenTests()

// The quick-start layout and the print editor load lazily; a busy run's first import takes a while.
const slow = { timeout: 30_000 }

describe('the print editor in quick start', { timeout: 60_000 }, () => {
  it('asks before the quick-start site becomes the account’s, then creates the site and the card and opens it', async () => {
    let created: SiteV2 | undefined
    let card: Print | undefined
    const calls = stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMeWithoutSite }),
      'POST /api/sites/V2': (body) => {
        created = { ...(body as { site: SiteV2 }).site, _id: 'new1', quickStart: false }
        return { status: 201, body: { site: created } }
      },
      'POST /api/prints/': (body) => {
        card = { ...(body as Print), _id: 'p5', createdAt: '', updatedAt: '' }
        return { status: 201, body: { id: 'p5' } }
      },
      'GET /api/sites/new1': () => ({ status: 200, body: created }),
      'GET /api/prints/p5': () => ({ status: 200, body: card }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    const { router } = renderApp('/kom-igang/redigera/inbjudningar/nytt')
    const toolbar = await screen.findByRole('toolbar', { name: 'Åtgärder för inbjudningskortet' }, slow)
    // Nothing to order before the card and its site exist.
    expect(within(toolbar).queryByRole('button', { name: 'Beställ' })).toBeNull()
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Spara' }))
    const offer = await screen.findByRole('dialog', { name: 'Spara sidan på ditt konto?' })
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/prints/')).toBe(false)
    await userEvent.click(within(offer).getByRole('button', { name: 'Spara som min sida' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/new1/inbjudningar/p5'), slow)
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path)
    expect(posts.indexOf('/api/sites/V2')).toBeLessThan(posts.indexOf('/api/prints/'))
    expect(card?.site).toBe('new1')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(await screen.findByText('Allt är sparat', {}, slow)).toBeTruthy()
  })

  it('opens the account step for a visitor without an account', async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Inte inloggad', 'Not logged in') }),
    })
    renderApp('/kom-igang/redigera/inbjudningar/nytt')
    const toolbar = await screen.findByRole('toolbar', { name: 'Åtgärder för inbjudningskortet' }, slow)
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Spara' }))
    expect(await screen.findByRole('dialog', { name: 'Skapa ett konto och spara' })).toBeTruthy()
  })
})
