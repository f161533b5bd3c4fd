// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { PublicSite } from '#domain/site/schema.ts'
import { makeGift, makeGiftRegistry } from '#domain/testing/fixtures.ts'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { GiftActionsContext } from './actions.tsx'
import { GiftRegistryView, plainGiftForm } from './View.tsx'

afterEach(cleanup)

function renderIn(element: ReactElement, site: Partial<PublicSite> = {}, language = 'sv') {
  return render(
    <SiteProvider value={{ site: makePublicSite(site), language, uiLanguage: 'sv', editMode: false }}>
      {element}
    </SiteProvider>,
  )
}

const threeGifts = makeGiftRegistry({
  giftRegistry: [
    makeGift({ id: 'one', title: { sv: 'Kaffekvarn' }, quantity: 1 }),
    makeGift({ id: 'many', title: { sv: 'Vinglas' }, quantity: 6 }),
    makeGift({ id: 'fixed', title: { sv: 'Bidrag till resan' }, reservable: false, link: null }),
  ],
})

describe('GiftRegistryView', () => {
  test('with more than one item only the show button shows; the list appears on click', async () => {
    renderIn(<GiftRegistryView module={threeGifts} language="sv" />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByText('Kaffekvarn')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Visa önskelista' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Visa önskelista' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('list'))
  })

  test('the owner names the show button, per language', () => {
    renderIn(
      <GiftRegistryView
        module={{ ...threeGifts, showGiftRegistryButton: { sv: 'Till listan', en: 'To the list' } }}
        language="en"
      />,
      {},
      'en',
    )
    expect(screen.getByRole('button', { name: 'To the list' })).toBeTruthy()
  })

  test('with one item the list shows at once', () => {
    renderIn(<GiftRegistryView module={makeGiftRegistry()} language="sv" />)
    expect(screen.getByText('Kaffekvarn')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Visa önskelista' })).toBeNull()
  })

  test('buttons and status follow the reservations', async () => {
    renderIn(<GiftRegistryView module={threeGifts} language="sv" />, {
      giftRegistryReservations: [
        { giftRegistryId: 'one', quantityReserved: 1 },
        { giftRegistryId: 'many', quantityReserved: 2 },
        { giftRegistryId: 'many', quantityReserved: 1 },
      ],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Visa önskelista' }))
    const [one, many, fixed] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement]

    expect(within(one).getByText('Reserverad')).toBeTruthy()
    expect(within(one).queryByRole('button', { name: 'Reservera' })).toBeNull()
    expect(within(one).getByRole('button', { name: 'Ta bort reservation' })).toBeTruthy()

    expect(within(many).getByText('Antal: 6')).toBeTruthy()
    expect(within(many).getByText('reserverade: 3')).toBeTruthy()
    expect(within(many).getByRole('button', { name: 'Reservera' })).toBeTruthy()
    expect(within(many).getByRole('button', { name: 'Ta bort reservation' })).toBeTruthy()

    expect(within(fixed).queryAllByRole('button')).toHaveLength(0)
    expect(within(fixed).queryByText(/Antal|Reserverad/)).toBeNull()
  })

  test('the owner status texts replace the defaults', () => {
    renderIn(
      <GiftRegistryView
        module={makeGiftRegistry({
          giftRegistry: [makeGift({ id: 'many', quantity: 4 })],
          statusTextQuantity: { sv: 'Önskat antal:' },
          statusTextReservedPlural: { sv: 'redan köpta' },
        })}
        language="sv"
      />,
    )
    expect(screen.getByText('Önskat antal: 4')).toBeTruthy()
    expect(screen.getByText('redan köpta: 0')).toBeTruthy()
  })

  test('the link opens in a new tab; buttons are a real form’s, taken over to call the hook point', async () => {
    const reserve = vi.fn()
    const cancel = vi.fn()
    render(
      <GiftActionsContext.Provider value={{ reserve, cancel }}>
        <GiftRegistryView module={makeGiftRegistry()} language="sv" />
      </GiftActionsContext.Provider>,
    )
    const link = screen.getByRole('link', { name: /Se presenten/ })
    expect(link.getAttribute('href')).toBe('https://example.se/kvarn')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')

    // Before or without the script the button asks the server for the page with its form open.
    const button = screen.getByRole('button', { name: 'Reservera' })
    expect(button.getAttribute('type')).toBe('submit')
    expect(button.getAttribute('name')).toBe('reservera')
    expect(button.getAttribute('value')).toBe('gift-1')
    const form = button.closest('form')
    expect(form?.getAttribute('method')).toBe('get')
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form?.addEventListener('submit', submitted)
    await userEvent.click(button)
    expect(submitted).not.toHaveBeenCalled()
    expect(reserve).toHaveBeenCalledOnce()
    expect(reserve.mock.calls[0]?.[0]).toMatchObject({ item: { id: 'gift-1' }, trigger: button })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('without a provider the buttons do nothing', async () => {
    renderIn(<GiftRegistryView module={makeGiftRegistry()} language="sv" />)
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('a form the server rendered open shows in its card, with the reason it was refused', async () => {
    await plainGiftForm.preload()
    render(
      <SiteProvider
        value={{
          site: makePublicSite({
            giftRegistryReservations: [{ giftRegistryId: 'many', quantityReserved: 2 }],
          }),
          language: 'sv',
          uiLanguage: 'sv',
          editMode: false,
          openForm: {
            moduleId: threeGifts.id,
            count: 1,
            groupIdentifier: '',
            postKey: 'nyckel',
            gift: { itemId: 'many', action: 'reserve', quantity: '9' },
            failure: { title: 'Misslyckades att reservera', detail: 'Bara 4 kvar att reservera.' },
          },
        }}
      >
        <GiftRegistryView module={threeGifts} language="sv" />
      </SiteProvider>,
    )
    // The list shows at once: the guest asked for a form in it.
    const many = screen.getAllByRole('listitem')[1] as HTMLElement
    const form = within(many).getByRole('form', { name: 'Reservera Vinglas' })
    expect(form.getAttribute('method')).toBe('post')
    expect(within(many).getByRole('alert').textContent).toContain('Bara 4 kvar att reservera.')
    expect((within(form).getByRole('spinbutton', { name: 'Antal' }) as HTMLInputElement).value).toBe('9')
    expect(within(form).getByText('Kvar att reservera: 4')).toBeTruthy()
    expect(form.querySelector<HTMLInputElement>('input[name="postKey"]')?.value).toBe('nyckel')
    expect(within(many).getByRole('link', { name: 'Tillbaka till önskelistan' })).toBeTruthy()
    // The other cards keep their buttons.
    const one = screen.getAllByRole('listitem')[0] as HTMLElement
    expect(within(one).getByRole('button', { name: 'Reservera' })).toBeTruthy()
  })

  test('how a post without the script ended shows at the module', () => {
    render(
      <SiteProvider
        value={{
          site: makePublicSite(),
          language: 'sv',
          uiLanguage: 'sv',
          editMode: false,
          notice: { moduleId: threeGifts.id, title: 'Reserverat: Vinglas', text: 'Tack!' },
        }}
      >
        <GiftRegistryView module={threeGifts} language="sv" />
      </SiteProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe('Reserverat: VinglasTack!')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })
})
