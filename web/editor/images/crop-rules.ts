/**
 * Crop rules of spec 001 section 5, in pixels of the original image (the server crops from it):
 * a crop is saveable only with a non-zero area, its width and height clamp to the image, it starts
 * at 90 % of the width, centred, and the keyboard nudges it by 1, 10 or 100 pixels.
 */

export interface Area {
  x: number
  y: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

/** The aspect choices in the order offered; ratio is width / height, null for a free crop. */
export const ASPECTS = [
  { id: 'free', ratio: null },
  { id: '16:9', ratio: 16 / 9 },
  { id: '3:2', ratio: 3 / 2 },
  { id: '4:3', ratio: 4 / 3 },
  { id: '3:4', ratio: 3 / 4 },
  { id: '1:1', ratio: 1 },
] as const

export type AspectId = (typeof ASPECTS)[number]['id']

export function aspectRatio(id: AspectId): number | null {
  return ASPECTS.find((a) => a.id === id)?.ratio ?? null
}

/** Share of the image width the first crop covers. */
export const INITIAL_SHARE = 0.9

export const NUDGE_STEPS = { plain: 1, shift: 10, large: 100 } as const

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * 90 % of the width, centred. A free crop takes 90 % of the height too; with an aspect the height
 * follows the width, and when that would not fit, 90 % of the height sets the size instead.
 */
export function initialCrop(image: Size, aspect: number | null): Area {
  let width = image.width * INITIAL_SHARE
  let height = aspect ? width / aspect : image.height * INITIAL_SHARE
  if (aspect && height > image.height * INITIAL_SHARE) {
    height = image.height * INITIAL_SHARE
    width = height * aspect
  }
  width = Math.max(1, Math.round(width))
  height = Math.max(1, Math.round(height))
  return {
    x: Math.floor((image.width - width) / 2),
    y: Math.floor((image.height - height) / 2),
    width,
    height,
  }
}

/**
 * Whole pixels inside the image: width and height clamp to the image (both shrink together when an
 * aspect is kept), then the position moves the area back inside. Negative sizes become 0.
 */
export function clampCrop(crop: Area, image: Size, aspect: number | null = null): Area {
  let width = Math.max(0, crop.width)
  let height = Math.max(0, crop.height)
  if (aspect && width > 0 && height > 0) {
    const scale = Math.min(1, image.width / width, image.height / height)
    width *= scale
    height *= scale
  }
  width = Math.min(image.width, Math.round(width))
  height = Math.min(image.height, Math.round(height))
  return {
    x: clamp(Math.round(crop.x), 0, image.width - width),
    y: clamp(Math.round(crop.y), 0, image.height - height),
    width,
    height,
  }
}

/** The step for the modifier keys held: Ctrl or Alt (or ⌘) 100, Shift 10, else 1. */
export function nudgeStep(keys: {
  shiftKey: boolean
  ctrlKey: boolean
  altKey: boolean
  metaKey?: boolean
}): number {
  if (keys.ctrlKey || keys.altKey || keys.metaKey) return NUDGE_STEPS.large
  return keys.shiftKey ? NUDGE_STEPS.shift : NUDGE_STEPS.plain
}

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The crop moved by an arrow key, kept inside the image; null for any other key. */
export function nudge(crop: Area, key: string, step: number, image: Size): Area | null {
  const direction = DIRECTIONS[key]
  if (!direction) return null
  const [dx, dy] = direction
  return clampCrop({ ...crop, x: crop.x + dx * step, y: crop.y + dy * step }, image)
}

/**
 * A crop as the crop view reports it, in percent of the image or in pixels of the image as shown,
 * converted to whole pixels of the original and clamped to it.
 */
export function toOriginalPixels(crop: Area & { unit: '%' | 'px' }, image: Size, shown: Size = image): Area {
  const sx = crop.unit === '%' ? image.width / 100 : image.width / (shown.width || image.width)
  const sy = crop.unit === '%' ? image.height / 100 : image.height / (shown.height || image.height)
  return clampCrop(
    { x: crop.x * sx, y: crop.y * sy, width: crop.width * sx, height: crop.height * sy },
    image,
  )
}

/** The same area in percent of the image, as the crop view takes it whatever size it is shown at. */
export function toPercent(crop: Area, image: Size): Area & { unit: '%' } {
  return {
    unit: '%',
    x: (crop.x / image.width) * 100,
    y: (crop.y / image.height) * 100,
    width: (crop.width / image.width) * 100,
    height: (crop.height / image.height) * 100,
  }
}

/** Only a crop with an area of at least one pixel each way can be saved. */
export function canSave(crop: Area | null | undefined): crop is Area {
  return Boolean(crop && crop.width >= 1 && crop.height >= 1)
}
