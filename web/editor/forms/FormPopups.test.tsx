// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { makeForm, makeRsvp } from '#domain/testing/fixtures.ts'
import FormPopup from '#web/modules/Form/Popup.tsx'
import RsvpPopup from '#web/modules/Rsvp/Popup.tsx'
import { useEditor } from '../store.ts'
import { renderWithStore } from './test-site.tsx'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const rsvp = makeRsvp({
  confirmationText: { sv: 'Tack & välkommen!', en: 'Thanks' },
  form: {
    formElements: [
      {
        id: 'name',
        formElementType: 'ShortText',
        label: { sv: 'Namn', en: 'Name' },
        required: true,
        showConditions: [],
      },
    ],
  },
})

function renderPopup(
  type: 'Rsvp' | 'Form',
  options: { languages?: string[]; editing?: string; formRecipients?: [] } = {},
) {
  const onOpenChange = vi.fn<(open: boolean) => void>()
  const module = type === 'Rsvp' ? rsvp : makeForm()
  function Harness() {
    const [open, setOpen] = useState(true)
    const current = useEditor((s) => s.site.siteModules[0])
    const change = (next: boolean) => {
      onOpenChange(next)
      setOpen(next)
    }
    return current?.siteModuleType === 'Rsvp' ? (
      <RsvpPopup module={current} open={open} onOpenChange={change} />
    ) : (
      <FormPopup module={current as ModuleOf<'Form'>} open={open} onOpenChange={change} />
    )
  }
  const view = renderWithStore([module], () => <Harness />, { languages: ['sv', 'en'], ...options })
  // Either type, read through the fields of both.
  type Fields = Omit<ModuleOf<'Rsvp'>, 'siteModuleType'> & Omit<ModuleOf<'Form'>, 'siteModuleType'>
  const current = () => view.store.get().site.siteModules[0] as unknown as Fields
  return { ...view, onOpenChange, current }
}

describe('the RSVP popup', () => {
  it('has the tabs Frågor, Bekräftelse and Övrigt, and every language with the edited one first', () => {
    renderPopup('Rsvp', { editing: 'en' })
    const dialog = screen.getByRole('dialog', { name: 'Inställningar för OSA' })
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Frågor', 'Bekräftelse', 'Övrigt'])
    const label = within(dialog).getByRole('group', { name: 'Frågan' })
    expect(
      within(label)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('lang')),
    ).toEqual(['en', 'sv'])
    expect(within(label).getByLabelText('Engelska')).toBeTruthy()
  })

  it('does not close with Klar while a label is empty in the first language, and shows where', async () => {
    const { user, onOpenChange, current } = renderPopup('Rsvp')
    await user.click(screen.getByRole('button', { name: 'Kort svar' }))
    await user.click(screen.getByRole('tab', { name: 'Övrigt' }))
    await user.click(screen.getByRole('button', { name: 'Klar' }))

    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('tab', { name: 'Frågor' }).getAttribute('aria-selected')).toBe('true')
    const empty = document.activeElement as HTMLInputElement
    expect(empty.value).toBe('')
    expect(empty.getAttribute('lang')).toBe('sv')
    expect(screen.getByRole('alert').textContent).toMatch(/saknar text/)

    // English may stay empty: guests read the Swedish text, and the editor counts the missing one.
    await user.type(empty, 'Telefon')
    await user.click(screen.getByRole('button', { name: 'Klar' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(current().form.formElements[1]?.label).toEqual({ sv: 'Telefon', en: '' })
  })

  it('closes with Escape and keeps what was typed', async () => {
    const { user, onOpenChange, current, store } = renderPopup('Rsvp')
    await user.click(screen.getByRole('button', { name: 'Flerval' }))
    await user.type(document.activeElement as HTMLInputElement, 'Kommer du?')
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(current().form.formElements[1]?.label).toEqual({ sv: 'Kommer du?', en: '' })
    expect(store.get().dirty).toBe(true)
  })

  it('edits the confirmation text as plain text, line breaks kept', async () => {
    const { user, current } = renderPopup('Rsvp')
    await user.click(screen.getByRole('tab', { name: 'Bekräftelse' }))
    const text = within(screen.getByRole('group', { name: 'Text' }))
    const swedish = text.getByLabelText('Svenska') as HTMLTextAreaElement
    expect(swedish.tagName).toBe('TEXTAREA')
    expect(swedish.value).toBe('Tack & välkommen!')

    await user.clear(swedish)
    await user.type(swedish, 'Tack!{Enter}{Enter}Vi ses <3')
    expect(swedish.value).toBe('Tack!\n\nVi ses <3')
    expect(current().confirmationText).toEqual({ sv: 'Tack!\n\nVi ses <3', en: 'Thanks' })

    const title = within(screen.getByRole('group', { name: 'Rubrik' }))
    expect(title.getByLabelText('Svenska').getAttribute('placeholder')).toBe('Tack!')
    await user.type(title.getByLabelText('Engelska'), 'Thank you')
    expect(current().confirmationTitle).toEqual({ en: 'Thank you' })
  })

  it('sets the number of guests from 1 to 5 and the texts of the other tab', async () => {
    const { user, current } = renderPopup('Rsvp')
    await user.click(screen.getByRole('tab', { name: 'Övrigt' }))
    const max = screen.getByRole('combobox', { name: 'Antal gäster i samma svar' }) as HTMLSelectElement
    expect(max.value).toBe('5')
    expect(Array.from(max.options).map((o) => o.value)).toEqual(['1', '2', '3', '4', '5'])
    await user.selectOptions(max, '1')
    expect(current().maxNumberOfGuests).toBe(1)

    for (const legend of [
      'Fråga om antal gäster',
      'Knapp när bara en gäst kan anmälas',
      'Rubrik för varje gäst',
      'Skicka-knapp',
    ]) {
      expect(within(screen.getByRole('group', { name: legend })).getAllByRole('textbox')).toHaveLength(2)
    }
    const send = within(screen.getByRole('group', { name: 'Skicka-knapp' }))
    expect(send.getByLabelText('Engelska').getAttribute('placeholder')).toBe('Send')
    await user.type(send.getByLabelText('Svenska'), 'Skicka OSA')
    expect(current().sendButton).toEqual({ sv: 'Skicka OSA' })
  })

  it('keeps the e-mail recipients under Övrigt and will not close on an invalid one', async () => {
    const { user, onOpenChange, store } = renderPopup('Rsvp')
    await user.click(screen.getByRole('tab', { name: 'Övrigt' }))
    await user.type(screen.getByLabelText('E-postadress 1'), 'anna@')
    await user.click(screen.getByRole('tab', { name: 'Frågor' }))
    await user.click(screen.getByRole('button', { name: 'Klar' }))
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByLabelText('E-postadress 1'))
    expect(store.get().site.formRecipients).toEqual([{ formId: 'rsvp-1', recipients: ['anna@'] }])
  })
})

describe('the form popup', () => {
  it('has the tabs Frågor, Bekräftelse and Knappar, with the recipients under Bekräftelse', async () => {
    const { user, current } = renderPopup('Form')
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Frågor', 'Bekräftelse', 'Knappar'])
    expect(screen.getByText('Formuläret har inga frågor än.')).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: 'Bekräftelse' }))
    expect(screen.getByRole('group', { name: 'Skicka svaren med e-post till' })).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: 'Knappar' }))
    const show = within(screen.getByRole('group', { name: 'Knapp som visar formuläret' }))
    expect(show.getByLabelText('Svenska').getAttribute('placeholder')).toBe('Fyll i formuläret')
    await user.type(show.getByLabelText('Engelska'), 'Sign up')
    expect(current().showFormButton).toEqual({ en: 'Sign up' })
  })
})
