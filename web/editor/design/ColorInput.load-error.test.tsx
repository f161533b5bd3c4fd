// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logError } from '#web/app/log.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { ColorInput } from './ColorInput.tsx'

// The picker's chunk cannot be fetched (offline, or a deploy replaced it).
vi.mock('react-colorful', () => {
  throw new Error('Failed to fetch dynamically imported module')
})
vi.mock('#web/app/log.ts', () => ({ logError: vi.fn(async () => {}) }))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('a colour picker that fails to load', () => {
  it('says so in the owner’s language, logs it, and leaves the code field working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onChange = vi.fn()
    render(
      <I18nextProvider i18n={createI18n('sv')}>
        <ColorInput label="Huvudfärg" value="#336699" onChange={onChange} />
      </I18nextProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Färgväljare: Huvudfärg' }))
    expect(await screen.findByText(/Färgväljaren gick inte att ladda/)).toBeTruthy()
    expect(logError).toHaveBeenCalledTimes(1)
    expect(vi.mocked(logError).mock.calls[0]?.[1]).toMatch(/^Colour picker failed to load/)

    fireEvent.change(screen.getByRole('textbox', { name: 'Huvudfärg' }), { target: { value: '#112233' } })
    expect(onChange).toHaveBeenCalledWith('#112233')
  })
})
