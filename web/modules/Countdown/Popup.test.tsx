// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { renderWithStore } from '#web/editor/forms/test-site.tsx'
import { makeCountdown } from '../test-modules.ts'
import CountdownPopup from './Popup.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderPopup(module: ModuleOf<'Countdown'>) {
  const onOpenChange = vi.fn()
  const { store } = renderWithStore([module], () => (
    <CountdownPopup module={module} open onOpenChange={onOpenChange} />
  ))
  const stored = () => {
    const found = store.get().site.siteModules[0]
    return found?.siteModuleType === 'Countdown' ? found.countdownDate : 'not a countdown'
  }
  return { store, stored, onOpenChange, input: screen.getByLabelText('Datum och tid') as HTMLInputElement }
}

describe('CountdownPopup', () => {
  test('shows the date with the range 1900-01-01 to 2099-01-01', () => {
    const { input } = renderPopup(makeCountdown({ countdownDate: '2027-06-12T15:00' }))
    expect(input.type).toBe('datetime-local')
    expect(input.value).toBe('2027-06-12T15:00')
    expect(input.min).toBe('1900-01-01T00:00')
    expect(input.max).toBe('2099-01-01T00:00')
  })

  test('starts six months ahead at 15:00 when no date is set', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 10, 9, 30))
    const { input } = renderPopup(makeCountdown({ countdownDate: null }))
    expect(input.value).toBe('2026-09-10T15:00')
  })

  test('writes the date on Spara and closes', async () => {
    const { input, stored, store, onOpenChange } = renderPopup(
      makeCountdown({ countdownDate: '2027-06-12T15:00' }),
    )
    fireEvent.change(input, { target: { value: '2028-01-02T10:30' } })
    expect(stored()).toBe('2027-06-12T15:00')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }))
    expect(stored()).toBe('2028-01-02T10:30')
    expect(store.get().dirty).toBe(true)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  test('Avbryt leaves the date as it was', async () => {
    const { input, stored, store, onOpenChange } = renderPopup(
      makeCountdown({ countdownDate: '2027-06-12T15:00' }),
    )
    fireEvent.change(input, { target: { value: '2028-01-02T10:30' } })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Avbryt' }))
    expect(stored()).toBe('2027-06-12T15:00')
    expect(store.get().dirty).toBe(false)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  test('says when the date is out of range and does not save it', async () => {
    const { input, stored, onOpenChange } = renderPopup(makeCountdown({ countdownDate: '2027-06-12T15:00' }))
    fireEvent.change(input, { target: { value: '1850-05-01T12:00' } })
    expect(screen.getByText('Datumet måste ligga mellan 1900-01-01 och 2099-01-01')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }))
    expect(stored()).toBe('2027-06-12T15:00')
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(input)
  })

  test('asks for a date when the field is emptied', async () => {
    const { input, stored } = renderPopup(makeCountdown({ countdownDate: '2027-06-12T15:00' }))
    fireEvent.change(input, { target: { value: '' } })
    expect(screen.queryByText('Ange datum och tid.')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }))
    expect(screen.getByText('Ange datum och tid.')).toBeTruthy()
    expect(stored()).toBe('2027-06-12T15:00')
  })
})

test('Spara without a change leaves the editor clean', async () => {
  const { store, onOpenChange } = renderPopup(makeCountdown({ countdownDate: '2027-06-12T15:00' }))
  await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }))
  expect(store.get().dirty).toBe(false)
  expect(onOpenChange).toHaveBeenCalledWith(false)
})

test("edits the owner's own unit words in the language being edited, an emptied one goes", async () => {
  const { store, onOpenChange } = renderPopup(
    makeCountdown({ textDays: { sv: 'dygn' }, textMinutes: { sv: 'min', en: 'mins' } }),
  )
  const user = userEvent.setup()
  const days = screen.getByLabelText('Dagar') as HTMLInputElement
  const hours = screen.getByLabelText('Timmar') as HTMLInputElement
  expect(days.value).toBe('dygn')
  expect(hours.value).toBe('')
  expect(hours.placeholder).toBe('timmar')
  expect((screen.getByLabelText('Minuter') as HTMLInputElement).value).toBe('min')
  await user.clear(days)
  await user.type(hours, ' tim ')
  await user.click(screen.getByRole('button', { name: 'Spara' }))
  const saved = store.get().site.siteModules[0] as ReturnType<typeof makeCountdown>
  expect(saved).not.toHaveProperty('textDays')
  expect(saved.textHours).toEqual({ sv: 'tim' })
  expect(saved.textMinutes).toEqual({ sv: 'min', en: 'mins' })
  expect(saved.countdownDate).toBe('2027-06-12T15:00')
  expect(store.get().dirty).toBe(true)
  expect(onOpenChange).toHaveBeenCalledWith(false)
})
