// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_LOAD_ERROR, createI18n } from '#web/i18n/catalogs.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'

vi.mock('#web/i18n/catalogs.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/i18n/catalogs.ts')>()
  return {
    ...actual,
    switchLanguage: vi.fn(async (i18n, language) =>
      language === 'da'
        ? Promise.reject(new actual.CatalogLoadError('da', null))
        : actual.switchLanguage(i18n, language),
    ),
  }
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderSwitcher() {
  const logs: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      logs.push(JSON.parse(String(init.body)))
      return new Response('{}', { status: 201 })
    }),
  )
  const i18n = createI18n('sv')
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitcher />
    </I18nextProvider>,
  )
  return { i18n, logs, user: userEvent.setup() }
}

describe('LanguageSwitcher', () => {
  it('loads and switches to a chosen language', async () => {
    const { i18n, user } = renderSwitcher()
    await user.click(screen.getByRole('button', { name: 'English' }))
    await waitFor(() => expect(i18n.language).toBe('en'))
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the texts failed to load, advises a reload, logs it and stays in the language it had', async () => {
    const { i18n, logs, user } = renderSwitcher()
    await user.click(screen.getByRole('button', { name: 'Dansk' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(CATALOG_LOAD_ERROR)
    expect(alert.textContent).toContain('reload')
    expect(i18n.language).toBe('sv')
    expect(logs).toHaveLength(1)
  })
})
