import { type KeyboardEvent, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { type GridShape, type GridWindow, gridShape, gridWindow, moveFocus } from './grid-window.ts'
import styles from './Photos.module.css'

/** Rows kept in the DOM above and below the screen, so a quick scroll does not show blanks. */
const OVERSCAN_ROWS = 3

interface Layout {
  shape: GridShape
  win: GridWindow
  gridTop: number
  viewportHeight: number
}

const sameLayout = (a: Layout, b: Layout) =>
  a.shape.columns === b.shape.columns &&
  a.shape.rowHeight === b.shape.rowHeight &&
  a.win.start === b.win.start &&
  a.win.end === b.win.end &&
  a.win.padBottom === b.win.padBottom &&
  a.gridTop === b.gridTop &&
  a.viewportHeight === b.viewportHeight

/**
 * The owner's photo grid with only the rows on the screen (and a few either side) in the DOM, so
 * 2,000 photos cost what 50 do (issue 34). The page itself scrolls, as on any other page; rows off
 * the screen are room kept by padding. Arrow keys, Page Up/Down, Home and End move between tiles,
 * bringing one not in the DOM into it first; each tile tells its place in the whole list.
 */
export function VirtualPhotoGrid<T extends { id: string }>(props: {
  items: readonly T[]
  label: string
  /** `parked`: the tile has the focus but is off the screen: kept in the DOM, out of sight. */
  renderTile: (item: T, index: number, parked: boolean) => ReactNode
}) {
  const { items } = props
  const ref = useRef<HTMLUListElement>(null)
  const pendingFocus = useRef<number | undefined>(undefined)
  // The tile holding the focus, by id: scrolled away by a mouse or a finger it stays in the DOM,
  // or the focus would fall to the page's start.
  const [focusedId, setFocusedId] = useState<string | undefined>(undefined)
  const [layout, setLayout] = useState<Layout>(() => ({
    shape: gridShape(0, 0),
    win: { start: 0, end: 0, padTop: 0, padBottom: 0 },
    gridTop: 0,
    viewportHeight: 0,
  }))

  const measure = useCallback(() => {
    const el = ref.current
    if (!el) return
    const shape = gridShape(el.clientWidth, Number.parseFloat(getComputedStyle(el).rowGap) || 0)
    const gridTop = el.getBoundingClientRect().top + window.scrollY
    const viewportHeight = window.innerHeight
    const win = gridWindow({
      count: items.length,
      shape,
      gridTop,
      scrollTop: window.scrollY,
      viewportHeight,
      overscan: OVERSCAN_ROWS,
    })
    const next = { shape, win, gridTop, viewportHeight }
    setLayout((before) => (sameLayout(before, next) ? before : next))
  }, [items.length])

  useLayoutEffect(() => {
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    if (ref.current) resized?.observe(ref.current)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
      resized?.disconnect()
    }
  }, [measure])

  const focusTile = (index: number) => {
    const tile = ref.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    const target = tile?.querySelector<HTMLElement>('input[type=checkbox]') ?? tile
    if (!target) return false
    target.focus({ preventScroll: true })
    return true
  }

  // A tile the keyboard moved to before it was in the DOM gets the focus once it is rendered.
  useLayoutEffect(() => {
    const index = pendingFocus.current
    if (index !== undefined && index >= layout.win.start && index < layout.win.end && focusTile(index))
      pendingFocus.current = undefined
  })

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const tile = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    if (!tile || event.altKey || event.ctrlKey || event.metaKey) return
    const { shape, gridTop, viewportHeight } = layout
    const index = Number(tile.dataset.index)
    const page = Math.max(1, Math.floor(viewportHeight / shape.rowHeight))
    const to = moveFocus(event.key, index, items.length, shape.columns, page)
    if (to === undefined || to === index) return
    event.preventDefault()
    const rowTop = gridTop + Math.floor(to / shape.columns) * shape.rowHeight
    const margin = shape.rowHeight / 2
    if (rowTop < window.scrollY) window.scrollTo({ top: rowTop - margin })
    else if (rowTop + shape.tileHeight > window.scrollY + viewportHeight)
      window.scrollTo({ top: rowTop + shape.tileHeight + margin - viewportHeight })
    if (!focusTile(to)) {
      pendingFocus.current = to
      measure()
    }
  }

  const { shape, win } = layout
  const focusedIndex = focusedId === undefined ? -1 : items.findIndex((item) => item.id === focusedId)
  const focused = items[focusedIndex]
  const parked = focused && (focusedIndex < win.start || focusedIndex >= win.end) ? focused : undefined
  // One list, in order: a tile moving between the parked place and the window keeps its DOM node.
  const tiles = items.slice(win.start, win.end).map((item, i) => ({ item, index: win.start + i }))
  if (parked && focusedIndex < win.start) tiles.unshift({ item: parked, index: focusedIndex })
  if (parked && focusedIndex >= win.end) tiles.push({ item: parked, index: focusedIndex })
  return (
    <ul
      ref={ref}
      className={styles.grid}
      aria-label={props.label}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const tile = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
        setFocusedId(tile ? items[Number(tile.dataset.index)]?.id : undefined)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(undefined)
      }}
      style={{
        gridTemplateColumns: `repeat(${shape.columns}, minmax(0, 1fr))`,
        gridAutoRows: `${shape.tileHeight}px`,
        paddingTop: win.padTop,
        paddingBottom: win.padBottom,
      }}
    >
      {tiles.map(({ item, index }) => props.renderTile(item, index, item === parked))}
    </ul>
  )
}
