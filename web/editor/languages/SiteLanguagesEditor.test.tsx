// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { SiteLanguagesEditor } from './SiteLanguagesEditor.tsx'

afterEach(cleanup)

function renderEditor(languages: string[], uiLanguage: InterfaceLanguage = 'sv') {
  const onChange = vi.fn()
  render(
    <I18nextProvider i18n={createI18n(uiLanguage)}>
      <SiteLanguagesEditor languages={languages} onChange={onChange} />
    </I18nextProvider>,
  )
  return { onChange }
}

/** A parent that applies every change, as the site editor does. */
function StatefulEditor({ initial }: { initial: string[] }) {
  const [languages, setLanguages] = useState(initial)
  return <SiteLanguagesEditor languages={languages} onChange={setLanguages} />
}

function renderStateful(initial: string[]) {
  render(
    <I18nextProvider i18n={createI18n('sv')}>
      <StatefulEditor initial={initial} />
    </I18nextProvider>,
  )
}

const items = () => within(screen.getByRole('list', { name: 'Sidans språk' })).getAllByRole('listitem')
const itemTexts = () => items().map((item) => item.querySelector('span')?.textContent)

describe('SiteLanguagesEditor', () => {
  it('lists the languages by name and code, the first as the default', () => {
    renderEditor(['sv', 'en'])
    const [first, second] = items()
    expect(first?.textContent).toContain('Svenska')
    expect(first?.textContent).toContain('sv')
    expect(first?.textContent).toContain('Standardspråk')
    expect(second?.textContent).toContain('Engelska')
    expect(second?.textContent).not.toContain('Standardspråk')
  })

  it('disables remove at one language and says why', () => {
    renderEditor(['sv'])
    const remove = screen.getByRole('button', { name: 'Ta bort Svenska' }) as HTMLButtonElement
    expect(remove.disabled).toBe(true)
    const note = screen.getByText('Sidan måste ha minst ett språk')
    expect(remove.getAttribute('aria-describedby')).toBe(note.id)
    expect((screen.getByRole('button', { name: 'Flytta Svenska upp' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect((screen.getByRole('button', { name: 'Flytta Svenska ned' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('removes a language while more than one is left', async () => {
    const { onChange } = renderEditor(['sv', 'en'])
    expect(screen.queryByText('Sidan måste ha minst ett språk')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Svenska' }))
    expect(onChange).toHaveBeenCalledWith(['en'])
    expect(screen.getByRole('status').textContent).toBe('Svenska har tagits bort.')
  })

  it('moves a language, with the moves past either end disabled', async () => {
    const { onChange } = renderEditor(['sv', 'en', 'da'])
    expect((screen.getByRole('button', { name: 'Flytta Svenska upp' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect((screen.getByRole('button', { name: 'Flytta Danska ned' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Flytta Engelska upp' }))
    expect(onChange).toHaveBeenLastCalledWith(['en', 'sv', 'da'])
    expect(screen.getByRole('status').textContent).toBe('Engelska är nu standardspråk.')
    await userEvent.click(screen.getByRole('button', { name: 'Flytta Svenska ned' }))
    expect(onChange).toHaveBeenLastCalledWith(['en', 'sv', 'da'])
    expect(screen.getByRole('status').textContent).toBe('Svenska är nu nummer 2 av 3.')
  })

  it('offers the suggested languages first and leaves out the chosen ones', () => {
    renderEditor(['sv', 'de'])
    const select = screen.getByLabelText('Lägg till språk') as HTMLSelectElement
    const groups = select.querySelectorAll('optgroup')
    expect([...groups].map((g) => g.label)).toEqual(['Förslag', 'Övriga språk'])
    const suggested = [...(groups[0]?.querySelectorAll('option') ?? [])].map((o) => o.value)
    expect(suggested).toEqual(['en', 'da', 'no', 'fi'])
    const others = [...(groups[1]?.querySelectorAll('option') ?? [])].map((o) => o.value)
    expect(others.length).toBeGreaterThan(170)
    expect(others).not.toContain('de')
    expect(others).not.toContain('sv')
    expect(others).toContain('fr')
  })

  it('adds the chosen language', async () => {
    const { onChange } = renderEditor(['sv'])
    const add = screen.getByRole('button', { name: 'Lägg till' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    await userEvent.selectOptions(screen.getByLabelText('Lägg till språk'), 'en')
    expect(add.disabled).toBe(false)
    await userEvent.click(add)
    expect(onChange).toHaveBeenCalledWith(['sv', 'en'])
    expect(screen.getByRole('status').textContent).toBe('Engelska har lagts till.')
  })

  it('names the languages in the interface language', () => {
    renderEditor(['sv'], 'en')
    expect(screen.getByRole('button', { name: 'Remove Swedish' })).toBeTruthy()
    expect(screen.getByText('Default language')).toBeTruthy()
    expect(screen.getByText('The site must have at least one language')).toBeTruthy()
  })

  describe('with a parent that applies the changes', () => {
    it('adds, moves and removes, and keeps focus on the language being handled', async () => {
      renderStateful(['sv'])
      await userEvent.selectOptions(screen.getByLabelText('Lägg till språk'), 'fi')
      await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }))
      expect(itemTexts()).toEqual(['Svenska sv Standardspråk', 'Finska fi'])
      expect(document.activeElement).toBe(screen.getByLabelText('Lägg till språk'))
      expect((screen.getByLabelText('Lägg till språk') as HTMLSelectElement).value).toBe('')

      await userEvent.click(screen.getByRole('button', { name: 'Flytta Finska upp' }))
      expect(itemTexts()).toEqual(['Finska fi Standardspråk', 'Svenska sv'])
      // Up is now disabled for Finska, so focus moves to its other move button.
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Flytta Finska ned' }))

      await userEvent.click(screen.getByRole('button', { name: 'Ta bort Finska' }))
      expect(itemTexts()).toEqual(['Svenska sv Standardspråk'])
      expect(document.activeElement).toBe(screen.getByLabelText('Lägg till språk'))
      expect((screen.getByRole('button', { name: 'Ta bort Svenska' }) as HTMLButtonElement).disabled).toBe(
        true,
      )
    })
  })
})
