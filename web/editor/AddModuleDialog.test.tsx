// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Brand } from '#domain/brands.ts'
import { SITE_MODULE_TYPES } from '#domain/modules/registry.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { AddModuleDialog, moduleChoices } from './AddModuleDialog.tsx'

afterEach(cleanup)

const SPEC_LABELS = [
  'Plats/tidpunkt',
  'Text och bild i lista',
  'Bild och text',
  'Text',
  'OSA',
  'Anmälan av tal',
  'Nedräkning',
  'Sidhuvud',
  'Önskelista',
  'Personer',
  'YouTube-klipp',
  'Bildgalleri',
  'Program',
  'Gästernas bilder',
]

function renderDialog(brand: Brand = 'wedding', language: InterfaceLanguage = 'sv') {
  const onChoose = vi.fn()
  const onOpenChange = vi.fn()
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <AddModuleDialog open brand={brand} onChoose={onChoose} onOpenChange={onOpenChange} />
    </I18nextProvider>,
  )
  const dialog = screen.getByRole('dialog')
  const choices = () =>
    within(within(dialog).getByRole('list'))
      .getAllByRole('button')
      .map((b) => document.getElementById(b.getAttribute('aria-labelledby') ?? '')?.textContent)
  return { dialog, choices, onChoose, onOpenChange }
}

describe('moduleChoices', () => {
  it('offers every type, in the dialog order, on wedding and party sites', () => {
    const order = [
      'Location',
      'TextAndImageList',
      'ImageAndText',
      'Text',
      'Rsvp',
      'Form',
      'Countdown',
      'Header',
      'GiftRegistry',
      'PeopleList',
      'Video',
      'ImageGallery',
      'Programme',
      'Photos',
    ]
    expect(moduleChoices('wedding')).toEqual(order)
    expect(moduleChoices('party')).toEqual(order)
    expect([...moduleChoices('wedding')].sort()).toEqual([...SITE_MODULE_TYPES].sort())
  })

  it('leaves out the speech sign-up and the gift registry on event sites', () => {
    expect(moduleChoices('event')).toEqual([
      'Location',
      'TextAndImageList',
      'ImageAndText',
      'Text',
      'Rsvp',
      'Countdown',
      'Header',
      'PeopleList',
      'Video',
      'ImageGallery',
      'Programme',
      'Photos',
    ])
  })
})

describe('the Välj modul dialog', () => {
  it('is titled Välj modul and lists the spec labels in order', () => {
    const { dialog, choices } = renderDialog()
    expect(within(dialog).getByRole('heading', { name: 'Välj modul' })).toBeTruthy()
    expect(choices()).toEqual(SPEC_LABELS)
    for (const label of SPEC_LABELS) expect(within(dialog).getByRole('button', { name: label })).toBeTruthy()
  })

  it('describes each choice in one line', () => {
    const { dialog } = renderDialog()
    const button = within(dialog).getByRole('button', { name: 'YouTube-klipp' })
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Visa en film från YouTube',
    )
  })

  it('hides Anmälan av tal and Önskelista on event sites', () => {
    const { choices } = renderDialog('event')
    expect(choices()).toEqual(SPEC_LABELS.filter((l) => l !== 'Anmälan av tal' && l !== 'Önskelista'))
  })

  it('hands the chosen type to the caller and closes', async () => {
    const { dialog, onChoose, onOpenChange } = renderDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anmälan av tal' }))
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Form')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('chooses with the keyboard, starting on the first choice', async () => {
    const { onChoose } = renderDialog()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Plats/tidpunkt' }))
    await userEvent.keyboard('{Tab}{Enter}')
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('TextAndImageList')
  })

  it('closes without a choice', async () => {
    const { dialog, onChoose, onOpenChange } = renderDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('speaks English and Danish too', () => {
    renderDialog('wedding', 'en')
    expect(screen.getByRole('heading', { name: 'Choose module' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Place/time' })).toBeTruthy()
    cleanup()
    renderDialog('wedding', 'da')
    expect(screen.getByRole('heading', { name: 'Vælg modul' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sted/tidspunkt' })).toBeTruthy()
  })
})
