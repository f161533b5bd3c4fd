// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hslaToHex } from '#domain/design/hex-hsl.ts'
import { DEFAULT_COLOR_SCHEME } from '#domain/design/hsla-css.ts'
import type { ModuleOf } from '#domain/modules/registry.ts'
import HeaderPopup from '#web/modules/Header/Popup.tsx'
import { designSite, renderDesign } from './test-render.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const header = {
  id: 'h',
  siteModuleType: 'Header',
  hide: false,
  hideInMenu: false,
  title: { sv: 'Välkommen' },
  verticalAlignment: 0,
} as unknown as ModuleOf<'Header'>

const popup = (options: Parameters<typeof renderDesign>[1] = {}) =>
  renderDesign(<HeaderPopup module={header} open onOpenChange={() => {}} />, options)

const badgeSite = () =>
  designSite({
    eventLogo: {
      name: 'ModernMonogramBadge',
      name1: 'Anna',
      name2: 'Björn',
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    },
  })

describe('the header popup', () => {
  it('on party and event sites only explains that event logos are for weddings', () => {
    for (const brand of ['party', 'event'] as const) {
      popup({ brand })
      const dialog = screen.getByRole('dialog', { name: 'Eventlogga' })
      expect(within(dialog).getByText(/Eventloggor finns för bröllopssidor/)).toBeTruthy()
      expect(within(dialog).queryByRole('combobox')).toBeNull()
      expect(within(dialog).queryByRole('textbox')).toBeNull()
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Stäng'])
      cleanup()
    }
  })

  it('on a wedding site chooses a look, and carries the names to the next one', async () => {
    const user = userEvent.setup()
    const { store } = popup({ site: designSite({ wizardData: { name1: 'Cia', name2: 'Dan' } }) })
    expect(screen.getByText('Välj ett utseende för att visa en eventlogga i sidhuvudet.')).toBeTruthy()
    const look = screen.getByRole('combobox', { name: 'Utseende' })
    await user.selectOptions(look, 'Handritat hjärta')
    expect(store.get().site.eventLogo).toEqual({ name: 'HandDrawnHeart', name1: 'Cia', name2: 'Dan' })
    // A logo that is not the badge has no badge settings.
    expect(screen.queryByRole('slider')).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'Egen bakgrundsfärg' })).toBeNull()

    await user.type(screen.getByRole('textbox', { name: /Extra text/ }), '12 juni')
    await user.selectOptions(look, 'Ram med blad')
    expect(store.get().site.eventLogo).toEqual({
      name: 'LeafsBox',
      name1: 'Cia',
      name2: 'Dan',
      additionalText: '12 juni',
    })
    await user.clear(screen.getByRole('textbox', { name: /Extra text/ }))
    expect(store.get().site.eventLogo).not.toHaveProperty('additionalText')
    // The preview is the real logo, in the editor.
    expect(screen.getByRole('img', { name: 'Cia & Dan' })).toBeTruthy()

    await user.selectOptions(look, 'Ingen eventlogga')
    expect(store.get().site.eventLogo).toBeNull()
  })

  it('moves the badge settings with the keyboard: page keys and Shift+arrows by 10, within range', async () => {
    const { store } = popup({ site: badgeSite() })
    const size = screen.getByRole('slider', { name: /Initialernas storlek/ })
    const x = screen.getByRole('slider', { name: /avstånd i sidled/ })
    const y = screen.getByRole('slider', { name: /avstånd i höjdled/ })
    expect([size, x, y].map((s) => (s as HTMLInputElement).value)).toEqual(['9', '12', '6'])
    expect([size, x, y].map((s) => [s.getAttribute('min'), s.getAttribute('max')])).toEqual([
      ['1', '15'],
      ['-14', '14'],
      ['-14', '14'],
    ])

    fireEvent.keyDown(size, { key: 'PageUp' })
    expect(store.get().site.eventLogo?.fontSizeInitials).toBe(15)
    fireEvent.keyDown(size, { key: 'PageDown' })
    expect(store.get().site.eventLogo?.fontSizeInitials).toBe(5)
    fireEvent.keyDown(x, { key: 'ArrowLeft', shiftKey: true })
    expect(store.get().site.eventLogo?.distanceInitialsX).toBe(2)
    fireEvent.keyDown(y, { key: 'PageDown' })
    fireEvent.keyDown(y, { key: 'PageDown' })
    expect(store.get().site.eventLogo?.distanceInitialsY).toBe(-14)
    fireEvent.change(y, { target: { value: '3' } })
    expect(store.get().site.eventLogo?.distanceInitialsY).toBe(3)
  })

  it('starts a badge without settings at 9, 12 and 6 and writes them with the first change', () => {
    const { store } = popup({ site: designSite({ eventLogo: { name: 'ModernMonogramBadge', name1: 'A' } }) })
    const size = screen.getByRole('slider', { name: /Initialernas storlek/ }) as HTMLInputElement
    expect(size.value).toBe('9')
    fireEvent.keyDown(size, { key: 'ArrowUp', shiftKey: true })
    expect(store.get().site.eventLogo).toMatchObject({
      fontSizeInitials: 15,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    })
  })

  it('overrides the text and badge colours, starting from the site’s colours', async () => {
    const user = userEvent.setup()
    const { store } = popup({ site: badgeSite() })
    expect(screen.queryByRole('textbox', { name: 'Textfärg' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Egen textfärg' }))
    expect(store.get().site.eventLogo?.colorText).toEqual({
      override: true,
      color: hslaToHex(DEFAULT_COLOR_SCHEME.onPrimary),
    })
    const text = screen.getByRole('textbox', { name: 'Textfärg' })
    await user.clear(text)
    await user.type(text, '#102030')
    expect(store.get().site.eventLogo?.colorText).toEqual({ override: true, color: '#102030' })

    await user.click(screen.getByRole('checkbox', { name: 'Egen bakgrundsfärg' }))
    expect(store.get().site.eventLogo?.colorBackground).toEqual({
      override: true,
      color: hslaToHex(DEFAULT_COLOR_SCHEME.primary),
    })

    // Turning the override off keeps the colour for next time.
    await user.click(screen.getByRole('checkbox', { name: 'Egen textfärg' }))
    expect(store.get().site.eventLogo?.colorText).toEqual({ override: false, color: '#102030' })
    expect(screen.queryByRole('textbox', { name: 'Textfärg' })).toBeNull()
  })
})
