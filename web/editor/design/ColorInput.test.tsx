// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hslaToHex } from '#domain/design/hex-hsl.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { ColorInput, PICKER_DEBOUNCE_MS } from './ColorInput.tsx'
import { ColorsTab } from './ColorsTab.tsx'
import { renderDesign } from './test-render.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Opens the picker and waits for the lazily loaded library; then the clock is ours. */
async function openPicker(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Färgväljare: ${name}` }))
  const hue = await screen.findByRole('slider', { name: 'Hue' }, { timeout: 10_000 })
  vi.useFakeTimers()
  return hue
}

const nudge = (slider: HTMLElement) => fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 })

describe('the colour picker', () => {
  it('changes the site once, after 800 ms without movement', async () => {
    const { store } = renderDesign(<ColorsTab />)
    const change = vi.spyOn(store, 'change')
    const before = store.get().site.colorScheme.primary
    const hue = await openPicker('Huvudfärg')
    const field = screen.getByRole('textbox', { name: 'Huvudfärg' }) as HTMLInputElement

    nudge(hue)
    act(() => vi.advanceTimersByTime(PICKER_DEBOUNCE_MS - 100))
    nudge(hue)
    act(() => vi.advanceTimersByTime(PICKER_DEBOUNCE_MS - 100))
    nudge(hue)
    // The field follows the picker at once, the site does not.
    expect(field.value).not.toBe(hslaToHex(before))
    expect(field.value).toMatch(/^#[0-9a-f]{6}$/)
    act(() => vi.advanceTimersByTime(PICKER_DEBOUNCE_MS - 1))
    expect(change).not.toHaveBeenCalled()
    expect(store.get().dirty).toBe(false)

    act(() => vi.advanceTimersByTime(1))
    expect(change).toHaveBeenCalledTimes(1)
    const after = store.get().site.colorScheme.primary
    expect(after.h).toBeGreaterThan(before.h)
    expect(after.a).toBe(before.a)
    expect(store.get().dirty).toBe(true)

    act(() => vi.advanceTimersByTime(PICKER_DEBOUNCE_MS * 3))
    expect(change).toHaveBeenCalledTimes(1)
  })

  it('passes on a picked colour at once when the picker goes away before the pause', async () => {
    const onChange = vi.fn()
    const view = render(
      <I18nextProvider i18n={createI18n('sv')}>
        <ColorInput label="Bakgrund" value="#336699" onChange={onChange} />
      </I18nextProvider>,
    )
    const hue = await openPicker('Bakgrund')
    nudge(hue)
    expect(onChange).not.toHaveBeenCalled()
    view.unmount()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.calls[0]?.[0]).toMatch(/^#[0-9a-f]{6}$/)
    act(() => vi.advanceTimersByTime(PICKER_DEBOUNCE_MS))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('takes a typed code at once and drops a pending picked colour', async () => {
    const onChange = vi.fn()
    render(
      <I18nextProvider i18n={createI18n('sv')}>
        <ColorInput label="Ytor" value="#336699" onChange={onChange} />
      </I18nextProvider>,
    )
    const hue = await openPicker('Ytor')
    nudge(hue)
    const field = screen.getByRole('textbox', { name: 'Ytor' })
    fireEvent.change(field, { target: { value: '#abc' } })
    expect(onChange).toHaveBeenCalledWith('#aabbcc')
    act(() => vi.advanceTimersByTime(PICKER_DEBOUNCE_MS))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
