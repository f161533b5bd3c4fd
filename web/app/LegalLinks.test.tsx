// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi } from './test-app.tsx'

resetAppBetweenTests()

const loggedOut = {
  'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Inte inloggad', 'Not logged in') }),
}

describe('links to the terms and the privacy policy (issue 31)', () => {
  it('the landing page links both in the chosen language', async () => {
    stubApi(loggedOut)
    renderApp('/', { language: 'en' })
    const nav = await screen.findByRole('navigation', { name: 'Terms and personal data' })
    expect(within(nav).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/villkor?lang=en')
    expect(within(nav).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/integritetspolicy?lang=en',
    )
  })
})
