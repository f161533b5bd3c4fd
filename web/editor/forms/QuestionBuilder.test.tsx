// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FormElement } from '#domain/forms/elements.ts'
import { shortText, shownWhen, singleSelect } from '#domain/testing/fixtures.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import type { SiteLanguage } from './LanguageTexts.tsx'
import { QuestionBuilder } from './QuestionBuilder.tsx'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const SV_EN: SiteLanguage[] = [
  { code: 'sv', name: 'Svenska' },
  { code: 'en', name: 'Engelska' },
]

const name = shortText('name', { sv: 'Namn', en: 'Name' })
const coming = singleSelect(
  'coming',
  { sv: 'Kommer du?', en: 'Are you coming?' },
  { yes: { sv: 'Ja', en: 'Yes' }, no: { sv: 'Nej', en: 'No' } },
)
const food = shortText(
  'food',
  { sv: 'Allergier', en: 'Allergies' },
  { required: false, ...shownWhen('coming', 'yes') },
)

/** The builder with its list kept in state, as the editor's store keeps it; onChange is a spy too. */
function renderBuilder(elements: FormElement[] = [name, coming, food], languages = SV_EN) {
  const onChange = vi.fn<(next: FormElement[]) => void>()
  function Harness() {
    const [list, setList] = useState(elements)
    return (
      <QuestionBuilder
        elements={list}
        languages={languages}
        onChange={(next) => {
          onChange(next)
          setList(next)
        }}
      />
    )
  }
  render(
    <I18nextProvider i18n={createI18n('sv')}>
      <Harness />
    </I18nextProvider>,
  )
  const latest = () => onChange.mock.lastCall?.[0] ?? elements
  const question = (n: number) => screen.getByRole('region', { name: new RegExp(`^Fråga ${n}\\b`) })
  return { onChange, latest, question, user: userEvent.setup() }
}

describe('QuestionBuilder', () => {
  it('adds a short answer: empty label in every language, not required, the label focused', async () => {
    const { latest, question, user } = renderBuilder([name])
    await user.click(screen.getByRole('button', { name: 'Kort svar' }))

    const added = latest()[1]
    expect(added).toMatchObject({
      formElementType: 'ShortText',
      label: { sv: '', en: '' },
      required: false,
      showConditions: [],
    })
    expect(added?.id).toMatch(/^formElement-/)
    const card = question(2)
    expect(within(card).getByRole('group', { name: 'Frågan' })).toBeTruthy()
    expect(document.activeElement).toBe(within(card).getByLabelText('Svenska'))

    const required = within(card).getByRole('checkbox', { name: /Obligatorisk/ })
    expect((required as HTMLInputElement).checked).toBe(false)
    await user.click(required)
    expect(latest()[1]).toMatchObject({ required: true })
  })

  it('adds a choice: required and not editable, starting with Ja and Nej in each language', async () => {
    const { latest, question, user } = renderBuilder([name])
    await user.click(screen.getByRole('button', { name: 'Flerval' }))

    const added = latest()[1]
    expect(added).toMatchObject({
      formElementType: 'SingleSelect',
      required: true,
      label: { sv: '', en: '' },
    })
    expect(added?.formElementType === 'SingleSelect' && added.options.map((o) => o.text)).toEqual([
      { sv: 'Ja', en: 'Yes' },
      { sv: 'Nej', en: 'No' },
    ])
    expect(added?.formElementType === 'SingleSelect' && added.options[0]?.id).toMatch(/^option-/)
    const card = question(2)
    expect(within(card).queryByRole('checkbox')).toBeNull()
    expect(within(card).getByText('Gästen måste alltid välja ett av svaren.')).toBeTruthy()
  })

  it('marks an empty label or answer as required in the first site language only, with a message', async () => {
    const { question, user } = renderBuilder([{ ...coming, label: { sv: '', en: '' } }])
    const card = question(1)
    const label = within(within(card).getByRole('group', { name: 'Frågan' }))
    const swedish = label.getByLabelText('Svenska') as HTMLInputElement
    expect(swedish.required).toBe(true)
    expect(swedish.getAttribute('aria-invalid')).toBe('true')
    expect(label.getAllByText('Skriv frågan.')).toHaveLength(1)
    // Another language may stay empty: guests read the Swedish text, and the editor counts it.
    const english = label.getByLabelText('Engelska') as HTMLInputElement
    expect(english.required).toBe(false)
    expect(english.getAttribute('aria-invalid')).toBeNull()

    await user.type(swedish, 'Kommer du?')
    expect(label.queryByText('Skriv frågan.')).toBeNull()

    const answer = within(within(card).getByRole('group', { name: 'Svar 1' }))
    await user.clear(answer.getByLabelText('Svenska'))
    expect(answer.getByText('Skriv svaret.')).toBeTruthy()
    await user.clear(answer.getByLabelText('Engelska'))
    expect(answer.getAllByText('Skriv svaret.')).toHaveLength(1)
  })

  it('asks before deleting a question, and clears the conditions that depended on it', async () => {
    const { latest, onChange, question, user } = renderBuilder()
    await user.click(within(question(2)).getByRole('button', { name: 'Ta bort fråga 2' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText(/Frågan ”Kommer du\?” tas bort/)).toBeTruthy()

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }))
    expect(onChange).not.toHaveBeenCalled()

    await user.click(within(question(2)).getByRole('button', { name: 'Ta bort fråga 2' }))
    await user.click(screen.getByRole('button', { name: 'Ta bort frågan' }))
    expect(latest().map((e) => e.id)).toEqual(['name', 'food'])
    expect(latest()[1]?.showConditions).toEqual([])
    expect(screen.getByRole('status').textContent).toMatch(/visas nu alltid/)
    // The question that took its place has the focus.
    expect(document.activeElement).toBe(within(question(2)).getByRole('heading', { name: /Fråga 2/ }))
  })

  it('moves questions with up and down, not past the ends, and keeps the focus on the control', async () => {
    const { latest, question, user } = renderBuilder()
    expect(within(question(1)).queryByRole('button', { name: /Flytta upp/ })).toBeNull()
    expect(within(question(3)).queryByRole('button', { name: /Flytta ner/ })).toBeNull()

    await user.click(within(question(1)).getByRole('button', { name: 'Flytta ner fråga 1' }))
    expect(latest().map((e) => e.id)).toEqual(['coming', 'name', 'food'])
    expect(document.activeElement).toBe(
      within(question(2)).getByRole('button', { name: 'Flytta ner fråga 2' }),
    )

    // Moving a question above the one it depends on clears its condition.
    await user.click(within(question(3)).getByRole('button', { name: 'Flytta upp fråga 3' }))
    await user.click(within(question(2)).getByRole('button', { name: 'Flytta upp fråga 2' }))
    expect(latest().map((e) => e.id)).toEqual(['food', 'coming', 'name'])
    expect(latest()[0]?.showConditions).toEqual([])
  })

  it('writes a show condition on an earlier choice, and clears it with "Visa alltid"', async () => {
    const { latest, question, user } = renderBuilder([name, coming, { ...food, showConditions: [] }])
    expect(within(question(1)).queryByRole('radio')).toBeNull()
    expect(
      (within(question(2)).getByRole('radio', { name: 'Visa bara om…' }) as HTMLInputElement).disabled,
    ).toBe(true)

    const third = question(3)
    expect((within(third).getByRole('radio', { name: 'Visa alltid' }) as HTMLInputElement).checked).toBe(true)
    await user.click(within(third).getByRole('radio', { name: 'Visa bara om…' }))
    expect(latest()[2]?.showConditions).toEqual([
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] },
    ])

    const answer = within(third).getByRole('combobox', { name: 'har svaret' })
    expect(
      within(answer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ja', 'Nej'])
    await user.selectOptions(answer, 'Nej')
    expect(latest()[2]?.showConditions).toEqual([
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] },
    ])
    expect(
      within(within(third).getByRole('combobox', { name: 'Frågan' })).getAllByRole('option')[0]?.textContent,
    ).toBe('Kommer du?')

    await user.click(within(third).getByRole('radio', { name: 'Visa alltid' }))
    expect(latest()[2]?.showConditions).toEqual([])
    expect(within(third).queryByRole('combobox')).toBeNull()
    // Clearing on purpose is no news.
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('adds, reorders and removes answers, always keeping one', async () => {
    const { latest, question, user } = renderBuilder([coming])
    const card = question(1)
    await user.click(within(card).getByRole('button', { name: 'Nytt svar' }))
    const third = within(card).getByRole('group', { name: 'Svar 3' })
    expect(document.activeElement).toBe(within(third).getByLabelText('Svenska'))
    const options = () => {
      const element = latest()[0]
      return element?.formElementType === 'SingleSelect' ? element.options : []
    }
    expect(options()[2]?.text).toEqual({ sv: '', en: '' })

    await user.click(within(card).getByRole('button', { name: 'Flytta upp svar 2' }))
    expect(options().map((o) => o.id.slice(0, 3))).toEqual(['no', 'yes', 'opt'])

    await user.click(within(card).getByRole('button', { name: 'Ta bort svar 3' }))
    await user.click(within(card).getByRole('button', { name: 'Ta bort svar 2' }))
    expect(options().map((o) => o.id)).toEqual(['no'])
    expect(within(card).queryByRole('button', { name: /Ta bort svar/ })).toBeNull()
  })
})
