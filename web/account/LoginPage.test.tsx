// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MeResponse } from '#domain/accounts.ts'
import { meQueryKey } from '#web/api/accounts-me.ts'
import { leavePage } from '#web/app/leave-page.ts'
import { errorResponse, renderApp, stubApi } from '#web/app/test-app.tsx'

vi.mock('#web/app/leave-page.ts', () => ({ leavePage: vi.fn() }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(leavePage).mockClear()
})

const loggedOut = {
  'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Inte inloggad', 'Not logged in') }),
}

const me: MeResponse = {
  mail: 'anna@example.se',
  name: null,
  registered: { date: '2026-01-02T10:00:00.000Z' },
  site: { _id: 'abc123' },
}

function feedbackOf(input: HTMLElement): HTMLElement {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  const feedback = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert')
  if (!feedback) throw new Error('no feedback element')
  return feedback
}

describe('/logga-in, logged out', () => {
  it('shows each invalid field its own native message and sends nothing', async () => {
    const calls = stubApi(loggedOut)
    renderApp('/logga-in')
    const mail = await screen.findByLabelText('E-postadress')
    const password = screen.getByLabelText('Lösenord')
    expect(mail).toHaveProperty('type', 'email')
    expect(password).toHaveProperty('type', 'password')
    expect(mail).toHaveProperty('required', true)
    expect(password).toHaveProperty('required', true)

    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))

    expect(feedbackOf(mail).textContent).toBe((mail as HTMLInputElement).validationMessage)
    expect(feedbackOf(mail).textContent).not.toBe('')
    expect(feedbackOf(password).textContent).toBe((password as HTMLInputElement).validationMessage)
    expect(mail.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(mail)
    expect(calls.filter((c) => c.path !== '/api/accounts/me/')).toEqual([])

    // A fixed field loses its message as the person types.
    await userEvent.type(mail, 'anna@example.se')
    expect(feedbackOf(mail).textContent).toBe('')
    expect(feedbackOf(password).textContent).not.toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))
    expect(calls.filter((c) => c.path !== '/api/accounts/me/')).toEqual([])
  })

  it('links to password reset and to the wedding start wizard', async () => {
    stubApi(loggedOut)
    renderApp('/logga-in')
    expect((await screen.findByRole('link', { name: 'Glömt lösenordet?' })).getAttribute('href')).toBe(
      '/aterstall-losenord',
    )
    expect(screen.getByRole('link', { name: 'Skapa en sida' }).getAttribute('href')).toBe('/kom-igang')
    expect(screen.getByRole('link', { name: 'Bröllopssida' }).getAttribute('href')).toBe(
      'http://brollopssida.localhost:3000/',
    )
    expect(document.title).toBe('Logga in – Bröllopssida')
  })

  it('links other brands to the quick start', async () => {
    stubApi(loggedOut)
    renderApp('/logga-in', {
      language: 'en',
      boot: { brand: { ...(await import('#domain/brands.ts')).brandInfo('party', 'se') } },
    })
    expect((await screen.findByRole('link', { name: 'Create a site' })).getAttribute('href')).toBe(
      '/snabbstart?registerAccount=true',
    )
  })

  it('logs in and opens the editor of the returned site', async () => {
    const calls = stubApi({
      ...loggedOut,
      'POST /api/accounts/login/': () => ({ status: 200, body: me }),
      'GET /api/sites/abc123': () => ({ status: 200, body: { _id: 'abc123' } }),
    })
    const { router } = renderApp('/logga-in')
    await userEvent.type(await screen.findByLabelText('E-postadress'), ' anna@example.se ')
    await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt')
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))
    // The editor's route is loaded lazily, and its first import takes seconds in a cold test run.
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/abc123'), { timeout: 20_000 })
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/accounts/login/',
      body: { mail: 'anna@example.se', password: 'hemligt' },
    })
  })

  it('shows a translated failure with the server response', async () => {
    stubApi({
      ...loggedOut,
      'POST /api/accounts/login/': () => ({
        status: 401,
        body: errorResponse('Fel e-postadress eller lösenord', 'Wrong mail or password'),
      }),
    })
    renderApp('/logga-in')
    await userEvent.type(await screen.findByLabelText('E-postadress'), 'anna@example.se')
    await userEvent.type(screen.getByLabelText('Lösenord'), 'fel')
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))
    const alert = await screen.findByText('Inloggningen misslyckades.')
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Fel e-postadress eller lösenord')
  })
})

describe('/logga-in, logged in', () => {
  it('shows the mail, a link to /redigera/{id} and a logout button', async () => {
    stubApi({ 'GET /api/accounts/me/': () => ({ status: 200, body: me }) })
    renderApp('/logga-in')
    expect(await screen.findByText('anna@example.se')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Gå till min sida' }).getAttribute('href')).toBe(
      '/redigera/abc123',
    )
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeTruthy()
    expect(screen.queryByLabelText('Lösenord')).toBeNull()
  })

  it('logs out, forgets the account and goes to the landing site', async () => {
    const calls = stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: me }),
      'POST /api/accounts/logout/': () => ({ status: 200, body: { ok: true } }),
    })
    const { queryClient } = renderApp('/logga-in')
    await userEvent.click(await screen.findByRole('button', { name: 'Logga ut' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://brollopssida.localhost:3000/'))
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/accounts/logout/')).toBe(true)
    expect(queryClient.getQueryData(meQueryKey)).toBeUndefined()
  })

  it('shows a failed logout with the server response', async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: me }),
      'POST /api/accounts/logout/': () => ({ status: 500, body: errorResponse('Något gick fel', 'Oops') }),
    })
    renderApp('/logga-in')
    await userEvent.click(await screen.findByRole('button', { name: 'Logga ut' }))
    const title = await screen.findByText('Utloggningen misslyckades.')
    expect(title.closest('[role="alert"]')?.textContent).toContain('Något gick fel')
  })

  it('speaks Danish when asked', async () => {
    stubApi({ 'GET /api/accounts/me/': () => ({ status: 200, body: me }) })
    renderApp('/logga-in', { language: 'da' })
    expect(await screen.findByRole('link', { name: 'Gå til min side' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log ind')
  })
})
