// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { makeGift, makeGiftRegistry } from '#domain/testing/fixtures.ts'
import { EditorStore, EditorStoreProvider } from '#web/editor/store.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { GiftItemEditor } from './GiftItemEditor.tsx'
import GiftRegistryPopup from './Popup.tsx'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

function siteWith(module: ModuleOf<'GiftRegistry'>, languages = ['sv', 'en']): SiteV2 {
  return {
    _id: 'site-1',
    revision: 1,
    theme: 'theme4',
    availableLanguages: languages.map((languageCode) => ({ languageCode })),
    siteModules: [module],
    giftRegistryReservations: [{ giftRegistryId: 'b', quantityReserved: 1 }],
  } as unknown as SiteV2
}

const twoGifts = () =>
  makeGiftRegistry({
    giftRegistry: [
      makeGift({ id: 'a', title: { sv: 'Kaffekvarn', en: 'Coffee grinder' } }),
      makeGift({ id: 'b', title: { sv: 'Vinglas' }, quantity: 6, image: null, link: null }),
    ],
  })

function renderPopup(module = twoGifts(), languages?: string[]) {
  const store = new EditorStore(siteWith(module, languages))
  const onOpenChange = vi.fn()
  render(
    <I18nextProvider i18n={createI18n('sv')}>
      <EditorStoreProvider value={store}>
        <GiftRegistryPopup module={module} open onOpenChange={onOpenChange} />
      </EditorStoreProvider>
    </I18nextProvider>,
  )
  const gifts = () => {
    const found = store.get().site.siteModules[0]
    if (found?.siteModuleType !== 'GiftRegistry') throw new Error('no gift registry')
    return found
  }
  return { store, gifts, onOpenChange, user: userEvent.setup(), dialog: screen.getByRole('dialog') }
}

describe('the Lista tab', () => {
  test('lists the items in the editing language with quantity, reservable and reservations', () => {
    const { dialog } = renderPopup()
    expect(within(dialog).getByRole('tab', { name: 'Lista' }).getAttribute('aria-selected')).toBe('true')
    expect(within(dialog).getByRole('tab', { name: 'Knappar' })).toBeTruthy()
    expect(within(dialog).getByRole('tab', { name: 'Texter' })).toBeTruthy()
    const rows = within(within(dialog).getByRole('list', { name: 'Önskningar' })).getAllByRole('listitem')
    const items = rows.filter((row) => row.hasAttribute('data-item-id'))
    expect(items.map((row) => row.querySelector('p')?.textContent)).toEqual(['Kaffekvarn', 'Vinglas'])
    expect(items[1]?.textContent).toContain('Antal: 6')
    expect(items[1]?.textContent).toContain('Kan reserveras')
    expect(items[1]?.textContent).toContain('Reserverade: 1')
  })

  test('adds a wish: a giftRegistryItem id, reservable, one wanted, and opens it for editing', async () => {
    const { user, gifts, dialog } = renderPopup()
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till önskning' }))
    const added = gifts().giftRegistry[2]
    expect(added).toMatchObject({ reservable: true, quantity: 1, link: null, image: null })
    expect(added?.id).toMatch(/^giftRegistryItem-/)
    expect(screen.getByRole('heading', { name: 'Redigera önskning' })).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('Redigera önskning')
  })

  test('moves a wish down and keeps the focus on a move button of that wish', async () => {
    const { user, gifts, dialog } = renderPopup()
    await user.click(within(dialog).getByRole('button', { name: 'Flytta ner Kaffekvarn' }))
    expect(gifts().giftRegistry.map((item) => item.id)).toEqual(['b', 'a'])
    // Now last: its down button is disabled and the up button has the focus.
    expect(within(dialog).getByRole('button', { name: 'Flytta ner Kaffekvarn' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Flytta upp Kaffekvarn' }))
  })

  test('asks before deleting, and deletes only when confirmed', async () => {
    const { user, gifts, dialog } = renderPopup()
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort Vinglas' }))
    const confirm = screen.getByRole('dialog', { name: 'Ta bort önskningen?' })
    expect(confirm.textContent).toContain('Ta bort önskningen?')
    expect(confirm.textContent).toContain('fast gäster redan har reserverat den')
    await user.click(within(confirm).getByRole('button', { name: 'Avbryt' }))
    expect(gifts().giftRegistry).toHaveLength(2)

    await user.click(within(dialog).getByRole('button', { name: 'Ta bort Vinglas' }))
    await user.click(screen.getByRole('button', { name: 'Ta bort permanent' }))
    expect(gifts().giftRegistry.map((item) => item.id)).toEqual(['a'])
  })
})

describe('the edit-item view', () => {
  async function openItem(name: string, module = twoGifts()) {
    const rendered = renderPopup(module)
    await rendered.user.click(within(rendered.dialog).getByRole('button', { name: `Redigera ${name}` }))
    return rendered
  }

  test('edits the title per site language, the editing language first, labelled by language', async () => {
    const { user, gifts } = await openItem('Kaffekvarn')
    const title = screen.getByRole('group', { name: 'Titel' })
    const inputs = within(title).getAllByRole('textbox')
    expect(inputs.map((input) => input.getAttribute('lang'))).toEqual(['sv', 'en'])
    expect(within(title).getByLabelText('Svenska')).toHaveProperty('value', 'Kaffekvarn')
    expect(within(title).getByLabelText('Engelska')).toHaveProperty('value', 'Coffee grinder')
    await user.clear(within(title).getByLabelText('Engelska'))
    await user.type(within(title).getByLabelText('Engelska'), 'Grinder')
    await user.type(
      within(screen.getByRole('group', { name: 'Beskrivning' })).getByLabelText('Svenska'),
      ' Blå.',
    )
    expect(gifts().giftRegistry[0]?.title).toEqual({ sv: 'Kaffekvarn', en: 'Grinder' })
    expect(gifts().giftRegistry[0]?.description).toEqual({ sv: 'En handdriven. Blå.' })
  })

  test('stores an emptied link as null and flags a link guests would not get', async () => {
    const { user, gifts } = await openItem('Kaffekvarn')
    const link = screen.getByLabelText('Länk')
    await user.clear(link)
    expect(gifts().giftRegistry[0]?.link).toBeNull()
    await user.type(link, 'javascript:alert(1)')
    expect(link.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(/Länken visas inte för gästerna/)).toBeTruthy()
  })

  test('stores an emptied quantity as null and says it is required while reservable', async () => {
    const { user, gifts } = await openItem('Vinglas')
    const quantity = screen.getByLabelText('Antal')
    expect(quantity).toHaveProperty('value', '6')
    expect(quantity).toHaveProperty('required', true)
    await user.clear(quantity)
    expect(gifts().giftRegistry[1]?.quantity).toBeNull()
    expect(screen.getByText('Ange ett antal, minst 1.')).toBeTruthy()

    // Not reservable: an empty quantity is fine.
    await user.click(screen.getByRole('checkbox', { name: 'Gästerna kan reservera presenten' }))
    expect(gifts().giftRegistry[1]?.reservable).toBe(false)
    expect(quantity).toHaveProperty('required', false)
    expect(quantity.getAttribute('aria-invalid')).toBeNull()

    await user.type(quantity, '3')
    expect(gifts().giftRegistry[1]?.quantity).toBe(3)
  })

  test('keeps a quantity below 1 out of the site, with a message', async () => {
    const { gifts } = await openItem('Vinglas')
    const quantity = screen.getByLabelText('Antal')
    fireEvent.change(quantity, { target: { value: '0' } })
    expect(gifts().giftRegistry[1]?.quantity).toBe(6)
    expect(screen.getByText('Antalet måste vara ett heltal, minst 1.')).toBeTruthy()
  })

  test("shows the wish's image with its tools, or the place to upload one", async () => {
    const { user } = await openItem('Kaffekvarn')
    expect(screen.getByRole('img', { name: 'Kaffekvarn' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Byt bild' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Tillbaka till listan' }))
    await user.click(screen.getByRole('button', { name: 'Redigera Vinglas' }))
    expect(screen.getByRole('button', { name: 'Ladda upp bild' })).toBeTruthy()
  })

  test('Back returns to the list with the focus on the wish just edited', async () => {
    const { user } = await openItem('Vinglas')
    await user.click(screen.getByRole('button', { name: 'Tillbaka till listan' }))
    expect(screen.getByRole('tab', { name: 'Lista' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redigera Vinglas' }))
  })

  test('throws for an item that does not exist (spec 001 section 8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      render(
        <I18nextProvider i18n={createI18n('sv')}>
          <GiftItemEditor
            module={twoGifts()}
            items={twoGifts().giftRegistry}
            itemId="missing"
            languages={[{ code: 'sv', name: 'Svenska' }]}
            language="sv"
            onChange={() => {}}
            onBack={() => {}}
          />
        </I18nextProvider>,
      ),
    ).toThrow('Gift registry item missing does not exist')
    vi.restoreAllMocks()
  })
})

describe('the Knappar and Texter tabs', () => {
  test('offer each label per site language with the defaults as placeholders', async () => {
    const { user, gifts } = renderPopup()
    await user.click(screen.getByRole('tab', { name: 'Knappar' }))
    const reserve = screen.getByRole('group', { name: 'Knappen för att reservera' })
    expect(within(reserve).getByLabelText('Svenska').getAttribute('placeholder')).toBe('Reservera')
    expect(within(reserve).getByLabelText('Engelska').getAttribute('placeholder')).toBe('Reserve')
    expect(screen.getByRole('group', { name: 'Knappen som visar önskelistan' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Knappen för att ta bort en reservation' })).toBeTruthy()
    await user.type(within(reserve).getByLabelText('Svenska'), 'Jag köper')
    expect(gifts().reserveButton).toEqual({ sv: 'Jag köper' })

    await user.click(screen.getByRole('tab', { name: 'Texter' }))
    expect(screen.getAllByRole('group')).toHaveLength(7)
    const password = screen.getByRole('group', { name: 'Fältet för lösenord när en gäst reserverar' })
    expect(within(password).getByLabelText('Svenska').getAttribute('placeholder')).toMatch(
      /^Välj ett lösenord/,
    )
    await user.type(
      within(screen.getByRole('group', { name: 'Status för en reserverad present' })).getByLabelText(
        'Engelska',
      ),
      'Taken',
    )
    expect(gifts().statusTextReservedSingular).toEqual({ en: 'Taken' })
  })
})

describe('after a removal', () => {
  test('the focus goes to the next wish, or to the add button when none is left', async () => {
    const { user, dialog } = renderPopup()
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort Kaffekvarn' }))
    await user.click(screen.getByRole('button', { name: 'Ta bort permanent' }))
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redigera Vinglas' })),
    )
    await user.click(screen.getByRole('button', { name: 'Ta bort Vinglas' }))
    await user.click(screen.getByRole('button', { name: 'Ta bort permanent' }))
    expect(screen.getByText('Önskelistan är tom än så länge.')).toBeTruthy()
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lägg till önskning' })),
    )
  })
})
