/** The owner's grid's geometry (issue 34): tiles at least this wide, two to a row on a phone. */
const MIN_TILE_PX = 176
const PHONE_MAX_PX = 480
/** The row of actions under each thumbnail: one line of 2.75rem buttons. */
export const TILE_ACTIONS_PX = 44

export interface GridShape {
  columns: number
  /** One tile's height: its square thumbnail and its actions. */
  tileHeight: number
  /** From one row's top to the next one's: the tile and the gap. */
  rowHeight: number
}

export function gridShape(width: number, gap: number): GridShape {
  const usable = Math.max(width, MIN_TILE_PX)
  const columns = width <= PHONE_MAX_PX ? 2 : Math.max(1, Math.floor((usable + gap) / (MIN_TILE_PX + gap)))
  const tileWidth = (usable - gap * (columns - 1)) / columns
  const tileHeight = Math.round(tileWidth + TILE_ACTIONS_PX)
  return { columns, tileHeight, rowHeight: tileHeight + gap }
}

export interface GridWindow {
  /** The items in the DOM: from `start` up to, not including, `end`. */
  start: number
  end: number
  /** Room kept for the rows above and below them, so the page scrolls as if all were there. */
  padTop: number
  padBottom: number
}

/**
 * Which rows of a uniform grid are on the screen, with `overscan` rows either side: the grid's top
 * is `gridTop` below the document's, the screen shows `viewportHeight` from `scrollTop`.
 */
export function gridWindow(input: {
  count: number
  shape: GridShape
  gridTop: number
  scrollTop: number
  viewportHeight: number
  overscan: number
}): GridWindow {
  const { count, shape, overscan } = input
  const rows = Math.ceil(count / shape.columns)
  const top = input.scrollTop - input.gridTop
  const clamp = (row: number) => Math.min(rows, Math.max(0, row))
  const onScreen = Math.ceil(input.viewportHeight / shape.rowHeight)
  // Scrolled past the end (the page below the grid, or a scroll not yet clamped): the last rows.
  const firstShown = clamp(Math.min(Math.floor(top / shape.rowHeight), rows - onScreen))
  const first = clamp(firstShown - overscan)
  const last = clamp(
    Math.max(Math.ceil((top + input.viewportHeight) / shape.rowHeight), firstShown + onScreen) + overscan,
  )
  return {
    start: first * shape.columns,
    end: Math.min(count, last * shape.columns),
    padTop: first * shape.rowHeight,
    padBottom: (rows - last) * shape.rowHeight,
  }
}

/** Where a key moves the focus from tile `index` in a grid of `count` with `columns` a row. */
export function moveFocus(
  key: string,
  index: number,
  count: number,
  columns: number,
  page: number,
): number | undefined {
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
    PageDown: columns * page,
    PageUp: -columns * page,
  }
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  const by = step[key]
  if (by === undefined) return undefined
  return Math.min(count - 1, Math.max(0, index + by))
}
