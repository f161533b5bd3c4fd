// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { makeRsvp } from '#domain/testing/fixtures.ts'
import { renderWithStore } from '#web/editor/forms/test-site.tsx'
import { useEditor } from '#web/editor/store.ts'
import RsvpPopup from './Popup.tsx'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

function renderPopup(module: ModuleOf<'Rsvp'>) {
  function Harness() {
    const [open, setOpen] = useState(true)
    const current = useEditor((s) => s.site.siteModules[0]) as ModuleOf<'Rsvp'>
    return <RsvpPopup module={current} open={open} onOpenChange={setOpen} />
  }
  const view = renderWithStore([module], () => <Harness />, { languages: ['sv', 'en'] })
  const current = () => view.store.get().site.siteModules[0] as ModuleOf<'Rsvp'>
  return { ...view, current }
}

const atOnce = () =>
  screen.queryByRole('checkbox', { name: 'Visa formuläret direkt' }) as HTMLInputElement | null

describe('the RSVP popup: the one guest form at once', () => {
  it('is offered only while one guest may answer, explained, and sets openFormForOneGuest', async () => {
    const { user, current } = renderPopup(makeRsvp({ maxNumberOfGuests: 2 }))
    await user.click(screen.getByRole('tab', { name: 'Övrigt' }))
    expect(atOnce()).toBeNull()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Antal gäster i samma svar' }), '1')
    const box = atOnce()
    expect(box?.checked).toBe(false)
    const hint = document.getElementById(box?.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe(
      'När bara en gäst kan anmälas ser gästen frågorna på sidan med en gång, utan att först trycka på knappen.',
    )
    await user.click(box as HTMLInputElement)
    expect(current().openFormForOneGuest).toBe(true)
    expect(atOnce()?.checked).toBe(true)
    await user.click(atOnce() as HTMLInputElement)
    expect(current().openFormForOneGuest).toBe(false)
  })

  it('shows a stored choice as checked', async () => {
    const { user } = renderPopup(makeRsvp({ maxNumberOfGuests: 1, openFormForOneGuest: true }))
    await user.click(screen.getByRole('tab', { name: 'Övrigt' }))
    expect(atOnce()?.checked).toBe(true)
  })
})
