// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { parseHex } from '#domain/design/hex-hsl.ts'
import { logError } from '#web/app/log.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { MarkerColorField } from './MarkerColorField.tsx'

vi.mock('#web/app/log.ts', () => ({ logError: vi.fn(async () => undefined) }))
// The picker's code cannot be fetched (offline, or a deploy replaced the chunk).
vi.mock('react-colorful', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

afterEach(cleanup)

function renderField(onChange = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('sv')}>
      <MarkerColorField value="#ea4335" onChange={onChange} />
    </I18nextProvider>,
  )
  return { onChange, user: userEvent.setup() }
}

describe('MarkerColorField', () => {
  test('a picker that fails to load says so, is logged, and leaves the code field working', async () => {
    // React reports the caught failure on the console as well; the log call is what counts here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { onChange, user } = renderField()
    await user.click(screen.getByRole('button', { name: 'Välj markörens färg med färgväljaren' }))
    expect(
      await screen.findByText('Färgväljaren kunde inte laddas. Skriv färgkoden i fältet i stället.'),
    ).toBeTruthy()
    expect(logError).toHaveBeenCalledOnce()
    expect(vi.mocked(logError).mock.calls[0]?.[1]).toContain('map preview')

    const field = screen.getByRole('textbox', { name: 'Markörens färg' })
    await user.clear(field)
    await user.type(field, '#36c')
    expect(onChange).toHaveBeenLastCalledWith('#3366cc')
    consoleError.mockRestore()
  })

  test('a code that is not a colour is pointed out when leaving the field', async () => {
    const { onChange, user } = renderField()
    const field = screen.getByRole('textbox', { name: 'Markörens färg' })
    await user.clear(field)
    await user.type(field, '#12')
    await user.tab()
    expect(screen.getByText('Skriv en färgkod med sex tecken, till exempel #ea4335.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(onChange).not.toHaveBeenCalled()
  })

  test('parseHex takes three or six digits with or without #', () => {
    expect(parseHex('#EA4335')).toBe('#ea4335')
    expect(parseHex('ea4335')).toBe('#ea4335')
    expect(parseHex(' #abc ')).toBe('#aabbcc')
    expect(parseHex('#abcd')).toBeNull()
    expect(parseHex('red')).toBeNull()
  })
})
