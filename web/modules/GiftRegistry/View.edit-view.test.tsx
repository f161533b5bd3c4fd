// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { makeGift, makeGiftRegistry } from '#domain/testing/fixtures.ts'
import { type InlineEditing, InlineEditProvider } from '#web/site/inline-edit.tsx'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { GiftRegistryProvider } from './provider.tsx'
import { GiftRegistryView } from './View.tsx'

afterEach(cleanup)

/** The editor's seam, reduced to what the view's edit views need. */
function editing(editView: string | null): InlineEditing {
  return {
    editView,
    renderText: ({ path, text }) => <span data-path={path.join('.')}>{text?.sv ?? ''}</span>,
    renderRich: ({ path }) => <div data-path={path.join('.')} />,
    renderListItemTools: () => null,
    renderListAdd: () => null,
  }
}

const twoGifts = makeGiftRegistry({
  showGiftRegistryButton: { sv: 'Till listan' },
  giftRegistry: [makeGift({ id: 'a' }), makeGift({ id: 'b', title: { sv: 'Vinglas' }, quantity: 3 })],
})

function renderView(module: typeof twoGifts, editView: string | null) {
  return render(
    <SiteProvider value={{ site: makePublicSite(), language: 'sv', uiLanguage: 'sv', editMode: true }}>
      <GiftRegistryProvider initial={[]}>
        <InlineEditProvider value={editing(editView)}>
          <GiftRegistryView module={module} language="sv" />
        </InlineEditProvider>
      </GiftRegistryProvider>
    </SiteProvider>,
  )
}

describe('GiftRegistry edit views (spec 001 section 4)', () => {
  test('Startknapp, the default, shows only the start button when there is more than one item', () => {
    for (const view of [null, 'startButton']) {
      const { container } = renderView(twoGifts, view)
      const label = container.querySelector('[data-path="showGiftRegistryButton"]')
      expect(label?.textContent).toBe('Till listan')
      expect(label?.parentElement?.getAttribute('data-part')).toBe('button')
      expect(container.querySelector('[data-part="list"]')).toBeNull()
      expect(screen.queryByText('Kaffekvarn')).toBeNull()
      cleanup()
    }
  })

  test('Önskelista shows the list as after the click, without the start button', () => {
    const { container } = renderView(twoGifts, 'giftList')
    expect(container.querySelector('[data-path="showGiftRegistryButton"]')).toBeNull()
    expect(screen.getByText('Kaffekvarn')).toBeTruthy()
    expect(screen.getByText('Vinglas')).toBeTruthy()
  })

  test('with one item guests see the list at once, and so does Startknapp', () => {
    const { container } = renderView(makeGiftRegistry(), 'startButton')
    expect(container.querySelector('[data-path="showGiftRegistryButton"]')).toBeNull()
    expect(screen.getByText('Kaffekvarn')).toBeTruthy()
  })

  test('the reserve buttons show in the list and do nothing in edit mode', async () => {
    renderView(twoGifts, 'giftList')
    const reserve = screen.getAllByRole('button', { name: 'Reservera' })
    expect(reserve).toHaveLength(2)
    await userEvent.setup().click(reserve[0] as HTMLElement)
    // The page's provider gives edit mode no reserve dialog: nothing opens, nothing loads.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.textContent).not.toContain('Laddar')
  })
})
