// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { EditLanguageSwitch } from './EditLanguageSwitch.tsx'

afterEach(cleanup)

function renderSwitch(languages: string[], value: string, uiLanguage: InterfaceLanguage = 'sv') {
  const onChange = vi.fn()
  const { container } = render(
    <I18nextProvider i18n={createI18n(uiLanguage)}>
      <EditLanguageSwitch languages={languages} value={value} onChange={onChange} />
    </I18nextProvider>,
  )
  return { onChange, container }
}

describe('EditLanguageSwitch', () => {
  it('renders nothing for a site with one language', () => {
    const { container } = renderSwitch(['sv'], 'sv')
    expect(container.innerHTML).toBe('')
  })

  it('shows up to four languages as codes, named in full for screen readers', () => {
    renderSwitch(['sv', 'en', 'da', 'fi'], 'en')
    const group = screen.getByRole('group', { name: 'Redigerar språk' })
    expect(group.textContent).toContain('SVENDAFI')
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Svenska',
      'Engelska',
      'Danska',
      'Finska',
    ])
    expect(radios.map((r) => r.checked)).toEqual([false, true, false, false])
    expect(screen.getByText('SV').closest('label')?.title).toBe('Svenska')
  })

  it('calls onChange with the chosen language', async () => {
    const { onChange } = renderSwitch(['sv', 'en'], 'sv')
    await userEvent.click(screen.getByRole('radio', { name: 'Engelska' }))
    expect(onChange).toHaveBeenCalledWith('en')
  })

  it('is one tab stop, on the chosen language', async () => {
    renderSwitch(['sv', 'en', 'da'], 'en')
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Engelska' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(document.body)
  })

  it('shows the default language as chosen when the value is not among the languages', () => {
    renderSwitch(['sv', 'en'], 'de')
    expect((screen.getByRole('radio', { name: 'Svenska' }) as HTMLInputElement).checked).toBe(true)
  })

  it('becomes a select beyond four languages', async () => {
    const { onChange } = renderSwitch(['sv', 'en', 'da', 'no', 'fi'], 'sv')
    expect(screen.queryAllByRole('radio')).toEqual([])
    const select = screen.getByRole('combobox', { name: 'Redigerar språk' }) as HTMLSelectElement
    expect(select.value).toBe('sv')
    expect([...select.options].map((o) => o.text)).toEqual([
      'Svenska',
      'Engelska',
      'Danska',
      'Norska',
      'Finska',
    ])
    await userEvent.selectOptions(select, 'no')
    expect(onChange).toHaveBeenCalledWith('no')
  })

  it('is labelled in the interface language', () => {
    renderSwitch(['sv', 'en'], 'sv', 'en')
    expect(screen.getByRole('group', { name: 'Editing language' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Swedish' })).toBeTruthy()
    cleanup()
    renderSwitch(['sv', 'en'], 'sv', 'da')
    expect(screen.getByRole('group', { name: 'Redigerer sprog' })).toBeTruthy()
  })
})
