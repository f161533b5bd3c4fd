// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { makeGift, makeGiftRegistry } from '#domain/testing/fixtures.ts'
import type { PersonalInvitation } from '#web/site/page-input.ts'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { errorBody, fakeApi } from '../guest-forms/test-api.ts'
import { parseQuantity, quantityRule } from './GiftDialog.tsx'
import { GiftRegistryProvider } from './provider.tsx'
import type { Reservation } from './rules.ts'
import { GiftRegistryView } from './View.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const PATH = '/api/gift-registry/site-1/gifts-1'

function renderGifts(
  module: ModuleOf<'GiftRegistry'>,
  reservations: Reservation[] = [],
  { editMode = false, language = 'sv', invitation = undefined as PersonalInvitation | undefined } = {},
) {
  const site = makePublicSite({ giftRegistryReservations: reservations })
  return render(
    <SiteProvider value={{ site, language, uiLanguage: 'sv', editMode, invitation }}>
      <GiftRegistryProvider initial={site.giftRegistryReservations}>
        <GiftRegistryView module={module} language={language} />
      </GiftRegistryProvider>
    </SiteProvider>,
  )
}

const glasses = makeGiftRegistry({
  giftRegistry: [makeGift({ id: 'glas', title: { sv: 'Vinglas' }, quantity: 6 })],
})

describe('gift dialogs', () => {
  test('without a personal link the optional name goes with the reservation, trimmed (issue 35)', async () => {
    const api = fakeApi({
      [`PUT ${PATH}/gift-1/v2`]: () => ({
        json: { giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 1 }] },
      }),
    })
    renderGifts(makeGiftRegistry())
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reservera Kaffekvarn' })
    const name = within(dialog).getByLabelText('Ditt namn (frivilligt, så att de vet vem de ska tacka)')
    expect(name.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('Andra gäster ser aldrig vem som har reserverat vad.').id,
    )
    await userEvent.type(
      within(dialog).getByLabelText('Välj ett lösenord (behövs om du vill ta bort reservationen)'),
      'pw',
    )
    await userEvent.type(name, '  Kusin Per ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls[0]?.body).toEqual({ quantity: 1, password: 'pw', name: 'Kusin Per' })
  })

  test('on a household’s page no name is asked and its code goes with the reservation (issue 35)', async () => {
    const code = 'Abcdefghijklmnopqrstuv'
    window.history.replaceState(null, '', `/sv?inbjudan=${code}`)
    const api = fakeApi({
      [`PUT ${PATH}/gift-1/v2`]: () => ({
        json: { giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 1 }] },
      }),
    })
    const household = { name: 'Familjen Berg' } as unknown as PersonalInvitation['household']
    renderGifts(makeGiftRegistry(), [], { invitation: { code, household } })
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reservera Kaffekvarn' })
    expect(within(dialog).queryByLabelText(/Ditt namn/)).toBeNull()
    await userEvent.type(
      within(dialog).getByLabelText('Välj ett lösenord (behövs om du vill ta bort reservationen)'),
      'pw',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls[0]?.body).toEqual({ quantity: 1, password: 'pw', inviteCode: code })
    window.history.replaceState(null, '', '/')
    window.sessionStorage.clear()
  })

  test('reserve one of one: no quantity field, the password is required, the list is replaced', async () => {
    const api = fakeApi({
      [`PUT ${PATH}/gift-1/v2`]: () => ({
        json: { giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 1 }] },
      }),
    })
    renderGifts(makeGiftRegistry())
    const reserve = screen.getByRole('button', { name: 'Reservera' })
    await userEvent.click(reserve)
    const dialog = await screen.findByRole('dialog', { name: 'Reservera Kaffekvarn' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).queryByRole('spinbutton')).toBeNull()
    const password = within(dialog).getByLabelText(
      'Välj ett lösenord (behövs om du vill ta bort reservationen)',
    )
    expect(document.activeElement).toBe(password)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Fyll i lösenordet.')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(api.calls).toHaveLength(0)

    await userEvent.type(password, 'hemligt')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls[0]?.body).toEqual({ quantity: 1, password: 'hemligt' })
    expect(screen.getByText('Reserverad')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Reservera' })).toBeNull()
    const cancel = screen.getByRole('button', { name: 'Ta bort reservation' })
    // The pressed button is gone: the focus goes to the one that took its place.
    await waitFor(() => expect(document.activeElement).toBe(cancel))
    expect(screen.getByText('Reserverat: Kaffekvarn').getAttribute('role')).toBe('status')
  })

  test('reserve several: the quantity is at most what is left, parsed as an integer', async () => {
    const api = fakeApi({
      [`PUT ${PATH}/glas/v2`]: (call) => ({
        json: {
          giftRegistryReservations: [
            { giftRegistryId: 'glas', quantityReserved: 2 },
            { giftRegistryId: 'glas', quantityReserved: (call.body as { quantity: number }).quantity },
          ],
        },
      }),
    })
    renderGifts(glasses, [{ giftRegistryId: 'glas', quantityReserved: 2 }])
    expect(screen.getByText('reserverade: 2')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reservera Vinglas' })
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Antal' })
    expect(quantity.getAttribute('max')).toBe('4')
    expect(quantity.getAttribute('min')).toBe('1')
    expect(within(dialog).getByText('Kvar att reservera: 4')).toBeTruthy()
    expect(document.activeElement).toBe(quantity)
    await userEvent.type(within(dialog).getByLabelText(/Välj ett lösenord/), 'pw')

    await userEvent.clear(quantity)
    await userEvent.type(quantity, '5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Ange ett antal från 1 till 4.')
    await userEvent.clear(quantity)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Ange ett antal från 1 till 4.')
    expect((quantity as HTMLInputElement).value).toBe('')
    expect(api.calls).toHaveLength(0)

    await userEvent.type(quantity, '3')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls[0]?.body).toEqual({ quantity: 3, password: 'pw' })
    expect(screen.getByText('reserverade: 5')).toBeTruthy()
  })

  test('cancel: a wrong password keeps the dialog open with the quantity; the right one removes', async () => {
    const api = fakeApi({
      [`DELETE ${PATH}/glas/v2`]: (call) =>
        (call.body as { password: string }).password === 'rätt'
          ? { json: { giftRegistryReservations: [{ giftRegistryId: 'glas', quantityReserved: 1 }] } }
          : { status: 403, json: errorBody('Wrong password. Use the password you chose when you reserved.') },
    })
    renderGifts(glasses, [{ giftRegistryId: 'glas', quantityReserved: 3 }])
    const trigger = screen.getByRole('button', { name: 'Ta bort reservation' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort reservation Vinglas' })
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Antal att ta bort' })
    expect(quantity.getAttribute('max')).toBe('3')
    expect(within(dialog).getByText('Reserverade: 3')).toBeTruthy()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '2')
    const password = within(dialog).getByLabelText('Lösenordet du valde när du reserverade')
    await userEvent.type(password, 'fel')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort reservation' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Misslyckades att ta bort reservation')
    expect(alert.textContent).toContain('sv: Wrong password.')
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect((quantity as HTMLInputElement).value).toBe('2')
    expect(screen.getByText('reserverade: 3')).toBeTruthy()

    await userEvent.clear(password)
    await userEvent.type(password, 'rätt')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort reservation' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls.map((c) => c.body)).toEqual([
      { quantity: 2, password: 'fel' },
      { quantity: 2, password: 'rätt' },
    ])
    expect(screen.getByText('reserverade: 1')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  test('a guest who lost the race for the last one sees why, and the card as it really is (issue 21)', async () => {
    const api = fakeApi({
      [`PUT ${PATH}/gift-1/v2`]: () => ({ status: 409, json: errorBody('The gift is already reserved.') }),
      ['GET /api/gift-registry/site-1/v2']: () => ({
        json: { giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 1 }] },
      }),
    })
    renderGifts(makeGiftRegistry())
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reservera Kaffekvarn' })
    await userEvent.type(within(dialog).getByLabelText(/Välj ett lösenord/), 'hemligt')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('sv: The gift is already reserved.')
    await waitFor(() => expect(api.of('GET', '/api/gift-registry/site-1/v2')).toHaveLength(1))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.getByText('Reserverad')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Reservera' })).toBeNull()
  })

  test('a network failure says what was typed is kept, in the page language, not the browser text', async () => {
    fakeApi({
      [`PUT ${PATH}/gift-1/v2`]: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    renderGifts(makeGiftRegistry(), [], { language: 'en' })
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText(/Choose a password/), 'secret')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Failed to reserve')
    expect(alert.textContent).toContain('What you filled in is kept')
    expect(alert.textContent).not.toContain('Failed to fetch')
    expect((within(dialog).getByLabelText(/Choose a password/) as HTMLInputElement).value).toBe('secret')
  })

  test('cancel one of one: no quantity field', async () => {
    fakeApi({})
    renderGifts(makeGiftRegistry(), [{ giftRegistryId: 'gift-1', quantityReserved: 1 }])
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort reservation' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByRole('spinbutton')).toBeNull()
    expect(within(dialog).getByLabelText('Lösenordet du valde när du reserverade')).toBeTruthy()
  })

  test('Escape and the cancel button close, the focus back on the pressed button; Tab stays inside', async () => {
    fakeApi({})
    renderGifts(glasses)
    const reserve = screen.getByRole('button', { name: 'Reservera' })
    await userEvent.click(reserve)
    const dialog = await screen.findByRole('dialog')
    const main = document.body.firstElementChild
    expect(main?.hasAttribute('inert')).toBe(true)
    for (let i = 0; i < 6; i++) {
      await userEvent.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(main?.hasAttribute('inert')).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(reserve))

    await userEvent.click(reserve)
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Avbryt' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('an owner label and the English defaults', async () => {
    fakeApi({})
    renderGifts({ ...glasses, labelReserveQuantity: { en: 'How many?' } }, [], { language: 'en' })
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reserve Vinglas' })
    expect(within(dialog).getByRole('spinbutton', { name: 'How many?' })).toBeTruthy()
    expect(
      within(dialog).getByLabelText('Choose a password (needed if you want to remove the reservation)'),
    ).toBeTruthy()
  })

  test('in the preview the buttons show and do nothing', async () => {
    const api = fakeApi({})
    renderGifts(makeGiftRegistry(), [], { editMode: true })
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })
})

describe('gift dialog rules', () => {
  const state = (quantity: number, reserved: number) => ({
    reservable: true,
    quantity,
    reserved,
    canReserve: reserved < quantity,
    canCancel: reserved > 0,
    status: 'counts' as const,
  })

  test('the quantity: at most what is left or reserved; hidden for one of one', () => {
    expect(quantityRule({ kind: 'reserve', state: state(1, 0) })).toEqual({ max: 1, hidden: true })
    expect(quantityRule({ kind: 'reserve', state: state(6, 2) })).toEqual({ max: 4, hidden: false })
    expect(quantityRule({ kind: 'reserve', state: state(3, 2) })).toEqual({ max: 1, hidden: false })
    expect(quantityRule({ kind: 'cancel', state: state(1, 1) })).toEqual({ max: 1, hidden: true })
    expect(quantityRule({ kind: 'cancel', state: state(6, 3) })).toEqual({ max: 3, hidden: false })
  })

  test('the quantity is parsed as an integer; empty stays empty', () => {
    expect(parseQuantity('3')).toBe(3)
    expect(parseQuantity(' 12 ')).toBe(12)
    expect(parseQuantity('')).toBeNull()
    expect(parseQuantity('1.5')).toBeNull()
    expect(parseQuantity('-1')).toBeNull()
  })
})
