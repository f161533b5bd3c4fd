// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { ApiError } from '#web/api/http.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { ErrorDialog } from './ErrorDialog.tsx'
import { errorDialogMessage } from './error-dialog-message.ts'

afterEach(cleanup)

function Screen({ error, language }: { error: unknown; language: InterfaceLanguage }) {
  return (
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter initialEntries={['/redigera/s1']}>
        <Routes>
          <Route path="/redigera/s1" element={<ErrorDialog error={error} />} />
          <Route path="/logga-in" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  )
}

function renderDialog(error: unknown, language: InterfaceLanguage = 'sv') {
  const view = render(<Screen error={error} language={language} />)
  return {
    ...view,
    rerenderWith: (next: unknown) => view.rerender(<Screen error={next} language={language} />),
  }
}

const fullResponse = {
  isErrorResponse: true as const,
  errorDescription: { sv: 'Sidan hittades inte', en: 'Site not found' },
  message: 'Site not found (message)',
}

describe('errorDialogMessage chooses in the spec order', () => {
  it('1. the Swedish error description when isErrorResponse is true', () => {
    expect(errorDialogMessage(new ApiError(404, fullResponse, 'HTTP 404'))).toBe('Sidan hittades inte')
  })

  it('2. else the response message', () => {
    expect(errorDialogMessage({ response: { message: 'Plain response message' }, message: 'own' })).toBe(
      'Plain response message',
    )
    expect(
      errorDialogMessage({
        response: { isErrorResponse: true, errorDescription: { sv: '' }, message: 'Message only' },
      }),
    ).toBe('Message only')
  })

  it("3. else the error's own text", () => {
    expect(errorDialogMessage(new Error('Own text'))).toBe('Own text')
    expect(errorDialogMessage(new ApiError(500, undefined, 'HTTP 500'))).toBe('HTTP 500')
    expect(errorDialogMessage('A thrown string')).toBe('A thrown string')
  })

  it('4. else nothing, so the dialog uses the unknown-error text', () => {
    expect(errorDialogMessage({})).toBeUndefined()
    expect(errorDialogMessage(new Error(''))).toBeUndefined()
    expect(errorDialogMessage(42)).toBeUndefined()
  })
})

describe('ErrorDialog', () => {
  it('shows the title and the Swedish description, with a close button', async () => {
    renderDialog(new ApiError(404, fullResponse, 'HTTP 404'))
    const dialog = await screen.findByRole('dialog', { name: 'Fel' })
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Sidan hittades inte'))
    expect(screen.queryByRole('button', { name: 'Logga in' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([
    ['sv', 'Fel', 'Ett okänt fel har uppstått.', 'Stäng'],
    ['en', 'Error', 'A unknown error occured.', 'Close'],
    ['da', 'Fejl', 'En ukendt fejl opstod.', 'Luk'],
  ] as const)('says %s: %s / %s / %s for an error without any text', async (language, title, text, close) => {
    renderDialog({}, language)
    const dialog = await screen.findByRole('dialog', { name: title })
    expect(dialog.textContent).toContain(text)
    expect(screen.getByRole('button', { name: close })).toBeTruthy()
  })

  it('offers Logga in on a 403, which goes to /logga-in', async () => {
    renderDialog(
      new ApiError(403, { ...fullResponse, errorDescription: { sv: 'Du saknar behörighet' } }, 'x'),
    )
    await screen.findByRole('dialog', { name: 'Fel' })
    expect(screen.queryByRole('button', { name: 'Stäng' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([
    ['en', 'Log in'],
    ['da', 'Log ind'],
  ] as const)('names the 403 button in %s: %s', async (language, name) => {
    renderDialog(new ApiError(403, undefined, 'HTTP 403'), language)
    expect(await screen.findByRole('button', { name })).toBeTruthy()
  })

  it('closes on Escape and shows each error once', async () => {
    const first = new Error('First')
    const { rerenderWith } = renderDialog(first)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()

    rerenderWith(first)
    expect(screen.queryByRole('dialog')).toBeNull()

    rerenderWith(new Error('Second'))
    expect((await screen.findByRole('dialog')).textContent).toContain('Second')
  })

  it('shows nothing without an error', () => {
    renderDialog(undefined)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('traps focus in the dialog', async () => {
    renderDialog(new Error('Focus'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.contains(document.activeElement)).toBe(true)
    await userEvent.tab()
    expect(dialog.contains(document.activeElement)).toBe(true)
  })
})
