// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/http.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { SiteLoadError } from './SiteLoadError.tsx'

afterEach(cleanup)

function show(status: number) {
  const response = {
    isErrorResponse: true as const,
    errorDescription: { sv: `Svar ${status}`, en: `Answer ${status}`, da: `Svar ${status}` },
    message: `Answer ${status}`,
  }
  render(
    <I18nextProvider i18n={createI18n('sv')}>
      <MemoryRouter>
        <SiteLoadError error={new ApiError(status, response, `HTTP ${status}`)} />
      </MemoryRouter>
    </I18nextProvider>,
  )
  return screen.getByRole('alert').textContent
}

describe('SiteLoadError', () => {
  it("says 'Misslyckades att hämta sidan' with the server's answer for any other failure", () => {
    expect(show(500)).toContain('Misslyckades att hämta sidan')
    expect(screen.getByRole('alert').textContent).toContain('Svar 500')
  })

  it('keeps its own texts for 401, 403 and 404', () => {
    for (const status of [401, 403, 404]) {
      expect(show(status)).not.toContain('Misslyckades att hämta sidan')
      cleanup()
    }
  })
})
