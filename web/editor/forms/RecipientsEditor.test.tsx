// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeForm } from '#domain/testing/fixtures.ts'
import { RecipientsEditor } from './RecipientsEditor.tsx'
import { renderWithStore } from './test-site.tsx'

afterEach(cleanup)

function renderRecipients(recipients: string[] = []) {
  const formRecipients = recipients.length > 0 ? [{ formId: 'form-1', recipients }] : []
  const view = renderWithStore([makeForm()], () => <RecipientsEditor formId="form-1" />, { formRecipients })
  const stored = () => view.store.get().site.formRecipients.find((r) => r.formId === 'form-1')?.recipients
  const inputs = () => screen.queryAllByRole('textbox') as HTMLInputElement[]
  return { ...view, stored, inputs }
}

describe('RecipientsEditor', () => {
  it('starts with one empty e-mail field when the form has no recipients', () => {
    const { inputs } = renderRecipients()
    expect(inputs()).toHaveLength(1)
    expect(inputs()[0]?.type).toBe('email')
    expect(screen.getByLabelText('E-postadress 1')).toBe(inputs()[0])
  })

  it('stores the addresses trimmed, without blanks, as the owner types', async () => {
    const { inputs, stored, store, user } = renderRecipients()
    await user.click(screen.getByRole('button', { name: 'Lägg till adress' }))
    // An empty row is only a draft: the site does not change.
    expect(store.get().dirty).toBe(false)
    expect(document.activeElement).toBe(inputs()[1])
    await user.type(inputs()[1] as HTMLInputElement, ' anna@example.se ')
    expect(stored()).toEqual(['anna@example.se'])
    expect(inputs()).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Ta bort adress 2' }))
    expect(stored()).toBeUndefined()
    expect(store.get().site.formRecipients).toEqual([])
  })

  it('hides the add button at 6 addresses', async () => {
    const five = ['a@x.se', 'b@x.se', 'c@x.se', 'd@x.se', 'e@x.se']
    const { inputs, stored, user } = renderRecipients(five)
    expect(inputs()).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: 'Lägg till adress' }))
    expect(screen.queryByRole('button', { name: 'Lägg till adress' })).toBeNull()
    expect(screen.getByText('Du har lagt till högsta antalet adresser (6).')).toBeTruthy()
    await user.type(inputs()[5] as HTMLInputElement, 'f@x.se')
    expect(stored()).toEqual([...five, 'f@x.se'])

    await user.click(screen.getByRole('button', { name: 'Ta bort adress 1' }))
    expect(screen.getByRole('button', { name: 'Lägg till adress' })).toBeTruthy()
    expect(document.activeElement).toBe(inputs()[0])
  })

  it('marks an invalid address once the owner leaves the field', async () => {
    const { inputs, stored, user } = renderRecipients()
    const input = inputs()[0] as HTMLInputElement
    await user.type(input, 'anna@')
    expect(screen.queryByText(/Skriv en giltig e-postadress/)).toBeNull()
    await user.tab()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.')).toBeTruthy()
    // The server refuses it on save; it is kept so the owner can fix it.
    expect(stored()).toEqual(['anna@'])

    await user.type(input, 'example.se')
    await user.tab()
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })
})
