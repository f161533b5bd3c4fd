import type { PrintContentItem, PrintLayout, PrintPosition } from './print.ts'

/** A place on the card a layout fills: which page, what kind of content. */
export interface LayoutSlot {
  position: PrintPosition
  page: 1 | 2
  contentType: PrintContentItem['contentType']
}

export interface LayoutDefinition {
  layout: PrintLayout
  /** Slots in reading order, page 1 first. */
  slots: readonly LayoutSlot[]
  /** Width over height of the primary image, or null when the layout has no photo. */
  imageAspect: number | null
}

const text = (position: PrintPosition, page: 1 | 2 = 1): LayoutSlot => ({
  position,
  page,
  contentType: 'text',
})
const IMAGE: LayoutSlot = { position: 'primaryImage', page: 1, contentType: 'image' }
/** Every layout's back: a short text and the QR code to the site. */
const BACK: readonly LayoutSlot[] = [text('textAtQR', 2), { position: 'qr', page: 2, contentType: 'qr' }]

/** The four layouts and their positions (spec 002 section 3, Layouts and positions). */
export const LAYOUTS: Readonly<Record<PrintLayout, LayoutDefinition>> = {
  GENESIS: {
    layout: 'GENESIS',
    slots: [text('welcomeText'), text('names'), text('dateAndLocationLong'), text('websiteInfo'), ...BACK],
    imageAspect: null,
  },
  PHOTO_CLEAN: {
    layout: 'PHOTO_CLEAN',
    slots: [IMAGE, text('title'), text('names'), text('dateAndLocation'), ...BACK],
    imageAspect: 1.1,
  },
  TEXT_ON_PHOTO: {
    layout: 'TEXT_ON_PHOTO',
    slots: [IMAGE, text('title'), text('dateAndLocation'), ...BACK],
    imageAspect: 460 / 635,
  },
  TEXT_ON_PHOTO_GRADIENT: {
    layout: 'TEXT_ON_PHOTO_GRADIENT',
    slots: [IMAGE, text('title'), text('dateAndLocation'), ...BACK],
    imageAspect: 460 / 635,
  },
}

/** The order the Layout tab offers them in. */
export const LAYOUT_ORDER: readonly PrintLayout[] = [
  'GENESIS',
  'PHOTO_CLEAN',
  'TEXT_ON_PHOTO_GRADIENT',
  'TEXT_ON_PHOTO',
]

/** The layout a new card starts with, from the site's theme (spec 002 section 9, Layouts). */
export function layoutForTheme(theme: string | null | undefined): PrintLayout {
  switch (theme) {
    case 'theme7':
    case 'theme11':
      return 'PHOTO_CLEAN'
    case 'theme9':
    case 'theme12':
      return 'TEXT_ON_PHOTO_GRADIENT'
    default:
      return 'GENESIS'
  }
}

export function imageAspectOf(layout: PrintLayout): number | null {
  return LAYOUTS[layout].imageAspect
}

/** The item in a slot, if the content has one there. */
export function itemAt(content: readonly PrintContentItem[], slot: LayoutSlot): PrintContentItem | undefined {
  return content.find(
    (item) =>
      item.position === slot.position && item.page === slot.page && item.contentType === slot.contentType,
  )
}

/**
 * The content after choosing another layout (spec 002 section 4): the new layout's default
 * content, except where the old content has an item at the same position, page and kind; that
 * item (text, image or QR) is kept as the owner left it. Items the new layout has no place for go.
 */
export function switchLayoutContent(
  current: readonly PrintContentItem[],
  defaults: readonly PrintContentItem[],
): PrintContentItem[] {
  return defaults.map((fresh) => {
    const kept = itemAt(current, fresh)
    return kept ? structuredClone(kept) : fresh
  })
}
