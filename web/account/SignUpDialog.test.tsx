// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { BootProvider } from '#web/app/BootContext.tsx'
import { createQueryClient } from '#web/app/query-client.ts'
import { testBoot } from '#web/app/test-app.tsx'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { SignUpDialog } from './SignUpDialog.tsx'

afterEach(cleanup)

function renderSignUp(language: 'sv' | 'da') {
  render(
    <BootProvider boot={testBoot}>
      <I18nextProvider i18n={createI18n(language)}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <SignUpDialog open onOpenChange={() => {}} onAccountReady={async () => {}} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </BootProvider>,
  )
  return screen.getByRole('dialog')
}

describe('the sign-up’s terms box (issue 31)', () => {
  it('links the terms and the privacy policy, each in a new tab so the site being made stays', () => {
    const dialog = renderSignUp('sv')
    expect(within(dialog).getByRole('checkbox', { name: /^Jag godkänner användarvillkoren/ })).toBeTruthy()
    const terms = within(dialog).getByRole('link', { name: /^användarvillkoren/ })
    expect(terms.getAttribute('href')).toBe('/villkor?lang=sv')
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(terms.getAttribute('rel')).toBe('noopener')
    expect(terms.textContent).toBe('användarvillkoren (öppnas i en ny flik)')
    const privacy = within(dialog).getByRole('link', { name: /^integritetspolicyn/ })
    expect(privacy.getAttribute('href')).toBe('/integritetspolicy?lang=sv')
    expect(privacy.getAttribute('target')).toBe('_blank')
  })

  it('links the pages in the interface language', () => {
    const dialog = renderSignUp('da')
    expect(
      within(dialog)
        .getByRole('link', { name: /^brugsvilkårene/ })
        .getAttribute('href'),
    ).toBe('/villkor?lang=da')
  })
})
