// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OwnerPhoto, OwnerPhotos } from '#domain/photos/photos.ts'
import { renderApp, resetAppBetweenTests, stubOwnerApi, testSite } from '#web/app/test-app.tsx'
import { photosHeadKey } from './api/photos-list.ts'

resetAppBetweenTests()

const slow = { timeout: 15_000 }
const COUNT = 2000

const photo = (i: number): OwnerPhoto => ({
  id: `p${i}`,
  kind: 'photo',
  width: 800,
  height: 600,
  thumbUrl: `/api/sites/s1/photos/p${i}/thumb.jpg`,
  url: `/api/sites/s1/photos/p${i}/large.jpg`,
  fullUrl: `/api/sites/s1/photos/p${i}/full.jpg`,
  state: 'pending',
  originalName: `IMG_${i}.JPG`,
  // Newest first, a second apart, as the server lists them.
  createdAt: new Date(Date.UTC(2027, 5, 12, 12) - i * 1000).toISOString(),
  bytes: 2_000_000,
})
const video = (i: number): OwnerPhoto => {
  const url = `/api/sites/s1/photos/p${i}/video`
  return { ...photo(i), kind: 'video', thumbUrl: url, url, fullUrl: url, originalName: `IMG_${i}.MOV` }
}
const all = Array.from({ length: COUNT }, (_, i) => (i === 2 ? video(i) : photo(i)))

const page = (from: number, to: number, next: string | null): OwnerPhotos => ({
  photos: all.slice(from, to),
  autoApprove: false,
  usedBytes: COUNT * 2_000_000,
  quotaBytes: 20 * 1024 ** 3,
  zip: null,
  counts: { pending: COUNT, approved: 0, hidden: 0 },
  nextCursor: next,
})
const base = '/api/sites/s1/photos'

/** The server's pages: 120 first, then 500 at a time after each page's cursor. */
function pages() {
  const handlers: Record<string, () => { status: number; body: OwnerPhotos }> = {
    [`GET ${base}?limit=120`]: () => ({ status: 200, body: page(0, 120, 'c120') }),
  }
  for (let from = 120; from < COUNT; from += 500) {
    const to = Math.min(COUNT, from + 500)
    handlers[`GET ${base}?limit=500&after=c${from}`] = () => ({
      status: 200,
      body: page(from, to, to < COUNT ? `c${to}` : null),
    })
  }
  return handlers
}

// jsdom lays nothing out: the grid is given a 1024 px wide list 200 px down a 768 px tall window.
let scrollY = 0
beforeEach(() => {
  scrollY = 0
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY })
  Object.defineProperty(HTMLUListElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 })
  HTMLUListElement.prototype.getBoundingClientRect = function (this: HTMLUListElement) {
    return DOMRect.fromRect({ x: 0, y: 200 - scrollY, width: 1024, height: 100_000 })
  }
})

function scrollTo(top: number) {
  act(() => {
    scrollY = top
    window.dispatchEvent(new Event('scroll'))
  })
}

const tiles = () => document.querySelectorAll<HTMLLIElement>('li[data-index]')
const indexes = () => [...tiles()].map((li) => Number(li.dataset.index))

describe("the owner's photo grid with 2,000 photos (issue 34)", () => {
  it('keeps only the rows on the screen in the DOM, keeps a selection made off screen, and moves by keys', async () => {
    const calls = stubOwnerApi(testSite(), {
      ...pages(),
      'POST /api/sites/s1/photos/moderation': () => ({ status: 200, body: { changed: 1 } }),
    })
    renderApp('/redigera/s1/bilder')
    window.scrollTo = ((options: ScrollToOptions) => scrollTo(options.top ?? 0)) as typeof window.scrollTo
    await screen.findByRole('checkbox', { name: 'Välj IMG_0.JPG' }, slow)
    await waitFor(() => expect(screen.queryByText(/Hämtar fler bilder/)).toBeNull(), slow)
    expect(calls.filter((c) => c.path.startsWith('/api/sites/s1/photos?')).map((c) => c.path)).toHaveLength(5)
    expect(screen.getByText('Alla (2000)')).toBeTruthy()

    // Five columns of about 200 px: four rows on the screen and three either side, not 2,000 tiles.
    expect(tiles().length).toBeLessThan(60)
    expect(tiles().length).toBeGreaterThanOrEqual(20)
    expect(tiles()[0]?.getAttribute('aria-setsize')).toBe(String(COUNT))
    expect(screen.getByRole('list', { name: 'Bilder, 2000 st' })).toBeTruthy()
    // A video's tile: its first frame from the video itself, and a name that says it plays.
    const frame = screen.getByRole('link', { name: 'Spela filmen IMG_2.MOV' }).querySelector('video')
    expect(frame?.getAttribute('src')).toBe('/api/sites/s1/photos/p2/video#t=0.1')
    expect(frame?.getAttribute('preload')).toBe('metadata')

    fireEvent.click(screen.getByRole('checkbox', { name: 'Välj IMG_3.JPG' }))
    scrollTo(200_000)
    expect(indexes()).toContain(COUNT - 1)
    expect(indexes()).not.toContain(3)
    expect(tiles().length).toBeLessThan(60)
    expect(screen.getByText('1 vald')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: `Välj IMG_${COUNT - 1}.JPG` }))
    fireEvent.click(screen.getAllByRole('button', { name: 'Godkänn' })[0] as HTMLElement)
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/moderation'))).toBe(true))
    const sent = calls.find((c) => c.path.endsWith('/moderation'))?.body as { ids: string[] }
    expect(sent.ids.sort()).toEqual([`p${COUNT - 1}`, 'p3'])

    scrollTo(0)
    const first = screen.getByRole('checkbox', { name: 'Välj IMG_0.JPG' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Välj IMG_1.JPG' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Välj IMG_6.JPG' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('checkbox', { name: `Välj IMG_${COUNT - 1}.JPG` }),
      ),
    )
    expect(tiles().length).toBeLessThan(60)

    // Scrolled away by other means than the keys, the focused tile stays, out of sight, with the focus.
    const focused = document.activeElement
    scrollTo(0)
    expect(indexes()).toContain(0)
    expect(document.activeElement).toBe(focused)
    expect(focused?.closest('li')?.className).toMatch(/parked/)
    expect(tiles().length).toBeLessThan(60)
    fireEvent.keyDown(focused as Element, { key: 'ArrowLeft' })
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('checkbox', { name: `Välj IMG_${COUNT - 2}.JPG` }),
      ),
    )
  })

  it('asks only for the newest page again, puts new uploads on top and keeps what was done further down', async () => {
    let head = page(0, 120, 'c120')
    const calls = stubOwnerApi(testSite(), {
      ...pages(),
      [`GET ${base}?limit=120`]: () => ({ status: 200, body: head }),
      'POST /api/sites/s1/photos/moderation': () => ({ status: 200, body: { changed: 1 } }),
    })
    const { queryClient } = renderApp('/redigera/s1/bilder')
    const listCalls = () => calls.filter((c) => c.path.startsWith(`${base}?`)).map((c) => c.path)
    await screen.findByRole('checkbox', { name: 'Välj IMG_0.JPG' }, slow)
    await waitFor(() => expect(screen.queryByText(/Hämtar fler bilder/)).toBeNull(), slow)
    expect(listCalls()).toHaveLength(5)

    // The owner approves the last photo, far below the newest page.
    scrollTo(200_000)
    fireEvent.click(screen.getByRole('checkbox', { name: `Välj IMG_${COUNT - 1}.JPG` }))
    fireEvent.click(screen.getAllByRole('button', { name: 'Godkänn' })[0] as HTMLElement)
    await waitFor(() => expect(listCalls()).toHaveLength(6))
    expect(listCalls()[5]).toBe(`${base}?limit=120`)

    // Meanwhile a guest sent a photo, a co-owner deleted IMG_1 and approved IMG_2 (a video).
    const upload: OwnerPhoto = {
      ...photo(COUNT),
      id: 'new1',
      originalName: 'IMG_NEW.JPG',
      createdAt: '2027-06-12T13:00:00.000Z',
    }
    const top = all.slice(0, 120).filter((p) => p.id !== 'p1')
    head = {
      ...page(0, 120, 'c120'),
      photos: [upload, ...top.map((p) => (p.id === 'p2' ? { ...p, state: 'approved' as const } : p))],
      counts: { pending: COUNT - 2, approved: 2, hidden: 0 },
    }
    await act(() => queryClient.refetchQueries({ queryKey: photosHeadKey('s1'), exact: true }))
    expect(listCalls()).toHaveLength(7)
    expect(listCalls().slice(5)).toEqual([`${base}?limit=120`, `${base}?limit=120`])

    scrollTo(0)
    const fresh = await screen.findByRole('checkbox', { name: 'Välj IMG_NEW.JPG' }, slow)
    expect(fresh.closest('li')?.dataset.index).toBe('0')
    expect(screen.queryByRole('checkbox', { name: 'Välj IMG_1.JPG' })).toBeNull()
    expect(screen.getByText('Alla (2000)')).toBeTruthy()
    expect(tiles()[0]?.getAttribute('aria-setsize')).toBe(String(COUNT))

    fireEvent.click(screen.getByRole('radio', { name: 'Godkända (2)' }))
    expect(screen.getByRole('checkbox', { name: `Välj IMG_${COUNT - 1}.JPG` })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Välj IMG_2.MOV' })).toBeTruthy()
    expect(tiles()).toHaveLength(2)
  })
})
