// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { PasswordGate } from './PasswordGate.tsx'
import { pageKindTexts } from './page-kind-texts.ts'
import { makeGateInput } from './test-inputs.ts'

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }))
}

function renderGate(uiLanguage: 'sv' | 'en' | 'da' = 'sv', onSuccess = vi.fn()) {
  const input = makeGateInput({ uiLanguage })
  render(<PasswordGate input={input} texts={pageKindTexts[uiLanguage]} onSuccess={onSuccess} />)
  return { onSuccess }
}

async function submit(password: string) {
  fireEvent.change(screen.getByLabelText(pageKindTexts.sv.gatePasswordLabel), { target: { value: password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: pageKindTexts.sv.gateSubmit }))
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PasswordGate', () => {
  test('posts the password to the site login call and reloads on success', async () => {
    const fetch = answer(204)
    vi.stubGlobal('fetch', fetch)
    const { onSuccess } = renderGate()
    await submit('hemligt')
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/sites/public/site-1/login')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ password: 'hemligt' })
    expect(onSuccess).toHaveBeenCalledOnce()
  })

  test('a 401 says the password is wrong', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { isErrorResponse: true, errorDescription: { sv: 'Fel' }, message: 'Fel' }),
    )
    const { onSuccess } = renderGate('sv')
    await submit('fel')
    expect(screen.getByRole('alert').textContent).toBe('Felaktigt lösenord, försök gärna igen.')
    expect(screen.getByLabelText('Lösenord').getAttribute('aria-invalid')).toBe('true')
    expect(onSuccess).not.toHaveBeenCalled()
  })

  test('a 401 in English', async () => {
    vi.stubGlobal('fetch', answer(401))
    renderGate('en')
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show the page' }))
    })
    expect(screen.getByRole('alert').textContent).toBe('Invalid password, please try again.')
  })

  test('any other failure shows the failure text and the server message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(500, {
        isErrorResponse: true,
        errorDescription: { sv: 'Databasen svarar inte', en: 'The database does not answer' },
        message: 'db down',
      }),
    )
    renderGate('sv')
    await submit('hemligt')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Misslyckades att hämta sidan genom inloggning')
    expect(alert.textContent).toContain('Databasen svarar inte')
  })

  test('while sending, the button is disabled and shows progress', async () => {
    let finish: (r: Response) => void = () => {}
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (finish = resolve)))
    renderGate('sv')
    const button = screen.getByRole('button', { name: pageKindTexts.sv.gateSubmit })
    expect(button.hasAttribute('disabled')).toBe(false)
    fireEvent.change(screen.getByLabelText('Lösenord'), { target: { value: 'hemligt' } })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.textContent).toBe(pageKindTexts.sv.gateSending)
    await act(async () => finish(new Response(null, { status: 401 })))
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.textContent).toBe(pageKindTexts.sv.gateSubmit)
  })

  test('the show-password button shows and hides what is typed, and says whether it shows it', () => {
    renderGate('da')
    const field = screen.getByLabelText(pageKindTexts.da.gatePasswordLabel)
    const toggle = screen.getByRole('button', { name: 'Vis adgangskode' })
    expect(field.getAttribute('type')).toBe('password')
    fireEvent.click(toggle)
    expect(field.getAttribute('type')).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(toggle)
    expect(field.getAttribute('type')).toBe('password')
  })

  test("shows the couple's names when the server gives them", () => {
    const input = makeGateInput({ uiLanguage: 'sv' })
    input.site.names = 'Ellen & Oskar'
    render(<PasswordGate input={input} texts={pageKindTexts.sv} />)
    expect(screen.getByText('Ellen & Oskar')).toBeTruthy()
  })
})
