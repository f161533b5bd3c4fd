// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorResponse, renderApp, stubApi } from '#web/app/test-app.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/aterstall-losenord', () => {
  it('replaces the form with a confirmation that does not tell whether the account exists', async () => {
    const calls = stubApi({
      'POST /api/accounts/reset-password/': () => ({ status: 200, body: { ok: true } }),
    })
    renderApp('/aterstall-losenord')
    await userEvent.type(await screen.findByLabelText('E-postadress'), 'anna@example.se')
    await userEvent.click(screen.getByRole('button', { name: 'Skicka länk' }))
    expect(await screen.findByRole('heading', { name: 'Titta i din inkorg' })).toBeTruthy()
    expect(screen.getByText(/Om det finns ett konto för adressen/)).toBeTruthy()
    expect(screen.queryByLabelText('E-postadress')).toBeNull()
    expect(calls).toEqual([
      { method: 'POST', path: '/api/accounts/reset-password/', body: { mail: 'anna@example.se' } },
    ])
  })

  it('validates natively before sending', async () => {
    const calls = stubApi({})
    renderApp('/aterstall-losenord')
    await userEvent.click(await screen.findByRole('button', { name: 'Skicka länk' }))
    expect(screen.getByLabelText('E-postadress').getAttribute('aria-invalid')).toBe('true')
    expect(calls).toEqual([])
  })
})

describe('/aterstall-losenord/{token}', () => {
  it('sets the new password with the token and links to the login page', async () => {
    const calls = stubApi({
      'PUT /api/accounts/reset-password/': () => ({ status: 200, body: { ok: true } }),
    })
    renderApp('/aterstall-losenord/tok-1234567890')
    const password = await screen.findByLabelText('Nytt lösenord')
    expect(password.getAttribute('minlength')).toBe('6')
    await userEvent.type(password, 'nytt-losen')
    await userEvent.click(screen.getByRole('button', { name: 'Spara lösenordet' }))
    expect(await screen.findByRole('heading', { name: 'Lösenordet är bytt' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Gå till inloggningen' }).getAttribute('href')).toBe('/logga-in')
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/accounts/reset-password/',
      body: { password: 'nytt-losen', token: 'tok-1234567890' },
    })
  })

  it('shows a translated failure with the server response', async () => {
    stubApi({
      'PUT /api/accounts/reset-password/': () => ({
        status: 400,
        body: errorResponse('Länken har gått ut', 'The link has expired'),
      }),
    })
    renderApp('/aterstall-losenord/tok-1234567890', { language: 'en' })
    await userEvent.type(await screen.findByLabelText('New password'), 'nytt-losen')
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }))
    const title = await screen.findByText('The password could not be changed.')
    expect(title.closest('[role="alert"]')?.textContent).toContain('The link has expired')
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/aterstall-losenord',
    )
  })
})
