// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Menu, type MenuItem } from './Menu.tsx'

const items: MenuItem[] = [
  { slug: 'valkommen', title: 'Välkommen' },
  { slug: 'hitta-hit', title: 'Hitta hit' },
  { slug: 'osa', title: 'OSA' },
]

// jsdom does no layout: the row's content width and its own width are set by each test.
let contentWidth = 300
let rowWidth = 400

beforeEach(() => {
  contentWidth = 300
  rowWidth = 400
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth)
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => rowWidth)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The toggle when the menu is collapsed (it is always in the markup, shown by CSS only then). */
const toggle = () =>
  document.querySelector('nav[data-collapsed]')?.querySelector<HTMLElement>('summary') ?? null
const details = () => document.querySelector('details') as HTMLDetailsElement
/** Opens or closes the panel as the browser does when its summary is clicked. */
const press = (summary: HTMLElement) => {
  const d = summary.parentElement as HTMLDetailsElement
  act(() => {
    d.open = !d.open
    d.dispatchEvent(new Event('toggle'))
  })
}

describe('Menu', () => {
  test('a navigation named Meny with a link to each module anchor, in one row when it fits', () => {
    render(<Menu items={items} label="Meny" />)
    const nav = screen.getByRole('navigation', { name: 'Meny' })
    expect(nav.getAttribute('data-part')).toBe('menu')
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Välkommen', '#valkommen'],
      ['Hitta hit', '#hitta-hit'],
      ['OSA', '#osa'],
    ])
    expect(links.every((a) => a.getAttribute('data-part') === 'menu-item')).toBe(true)
    expect(toggle()).toBeNull()
  })

  test('renders nothing when no module is in the menu', () => {
    const { container } = render(<Menu items={[]} label="Meny" />)
    expect(container.innerHTML).toBe('')
  })

  test('the server renders the row, and a toggle that works without a script, chosen by its estimate', () => {
    const html = renderToString(<Menu items={items} label="Menu" fitsFrom={520} />)
    expect(html).toContain('href="#osa"')
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*Menu<\/summary><ul[^>]*>.*href="#osa"/s)
    expect(html).not.toContain('<details open')
    // Narrower windows than the estimate show the toggle until the browser has measured.
    expect(html).toMatch(/@media \(max-width: 519px\)/)
  })

  test('once measured, the estimate gives way to the measurement', () => {
    const { container } = render(<Menu items={items} label="Meny" fitsFrom={520} />)
    expect(container.querySelector('style')).toBeNull()
    expect(toggle()).toBeNull()
  })

  test('content up to 2 px wider than the row still counts as fitting', () => {
    contentWidth = 402
    render(<Menu items={items} label="Meny" />)
    expect(toggle()).toBeNull()
  })

  test('collapses behind the toggle when the row does not fit; the toggle opens a panel', () => {
    contentWidth = 403
    render(<Menu items={items} label="Meny" />)
    const button = toggle()
    if (!button) throw new Error('no toggle')
    // The measured row is out of the way: no links a guest can reach until the panel opens.
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(details().open).toBe(false)

    press(button)
    expect(details().open).toBe(true)
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    const links = within(panel as HTMLElement).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#valkommen', '#hitta-hit', '#osa'])

    press(button)
    expect(details().open).toBe(false)
  })

  test('a click on an entry closes the panel', () => {
    contentWidth = 800
    render(<Menu items={items} label="Meny" />)
    press(toggle() as HTMLElement)
    fireEvent.click(screen.getByRole('link', { name: 'Hitta hit' }))
    expect(details().open).toBe(false)
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })

  test('Escape closes the panel and puts focus back on the toggle; so does a click outside', () => {
    contentWidth = 800
    render(
      <>
        <Menu items={items} label="Meny" />
        <p>utanför</p>
      </>,
    )
    const button = toggle() as HTMLElement
    press(button)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(details().open).toBe(false)
    expect(document.activeElement).toBe(button)

    press(button)
    fireEvent.pointerDown(screen.getByRole('link', { name: 'OSA' }))
    expect(details().open).toBe(true)
    fireEvent.pointerDown(screen.getByText('utanför'))
    expect(details().open).toBe(false)
  })

  test('is measured again when the width changes, and an open panel closes once the row fits', async () => {
    let notify: () => void = () => {}
    const observed: Element[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback
        }
        observe(element: Element) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))

    render(<Menu items={items} label="Meny" />)
    expect(toggle()).toBeNull()
    // The row and each entry are watched (entries change width when the fonts arrive).
    expect(observed).toHaveLength(1 + items.length)

    rowWidth = 250
    await act(async () => {
      notify()
      await new Promise((r) => setTimeout(r, 5))
    })
    expect(toggle()).not.toBeNull()
    press(toggle() as HTMLElement)

    rowWidth = 1200
    await act(async () => {
      notify()
      await new Promise((r) => setTimeout(r, 5))
    })
    expect(toggle()).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })
})
