import { describe, expect, it } from 'vitest'
import {
  ASPECTS,
  aspectRatio,
  canSave,
  clampCrop,
  initialCrop,
  nudge,
  nudgeStep,
  toOriginalPixels,
  toPercent,
} from './crop-rules.ts'

const landscape = { width: 2400, height: 1600 }
const portrait = { width: 1000, height: 2000 }

describe('aspects', () => {
  it('offers free, 16:9, 3:2, 4:3, 3:4 and 1:1 in that order', () => {
    expect(ASPECTS.map((a) => a.id)).toEqual(['free', '16:9', '3:2', '4:3', '3:4', '1:1'])
    expect(aspectRatio('free')).toBeNull()
    expect(aspectRatio('3:4')).toBe(0.75)
  })
})

describe('initialCrop', () => {
  it('covers 90 % of the width, centred', () => {
    expect(initialCrop(landscape, null)).toEqual({ x: 120, y: 80, width: 2160, height: 1440 })
    const wide = initialCrop(landscape, 16 / 9)
    expect(wide).toEqual({ x: 120, y: 192, width: 2160, height: 1215 })
    expect(wide.x * 2 + wide.width).toBe(landscape.width)
  })

  it('lets 90 % of the height decide when the aspect would not fit at 90 % of the width', () => {
    const tall = initialCrop(landscape, 3 / 4)
    expect(tall).toEqual({ x: 660, y: 80, width: 1080, height: 1440 })
    const square = initialCrop(portrait, 1)
    expect(square).toEqual({ x: 50, y: 550, width: 900, height: 900 })
  })

  it('always has an area, even for a tiny image', () => {
    expect(canSave(initialCrop({ width: 1, height: 1 }, 16 / 9))).toBe(true)
  })
})

describe('clampCrop', () => {
  it('clamps width and height to the image and moves the area inside', () => {
    const tooLarge = clampCrop({ x: 500, y: 1000, width: 5000, height: 5000 }, landscape)
    expect(tooLarge).toEqual({ x: 0, y: 0, width: 2400, height: 1600 })
    const outside = clampCrop({ x: 2000, y: -30, width: 800, height: 400 }, landscape)
    expect(outside).toEqual({ x: 1600, y: 0, width: 800, height: 400 })
  })

  it('keeps the aspect while shrinking an area larger than the image', () => {
    const crop = clampCrop({ x: 0, y: 0, width: 3200, height: 1800 }, landscape, 16 / 9)
    expect(crop).toEqual({ x: 0, y: 0, width: 2400, height: 1350 })
  })

  it('rounds to whole pixels and turns negative sizes into an empty area', () => {
    const rounded = clampCrop({ x: 10.4, y: 10.6, width: 99.5, height: 50.2 }, landscape)
    expect(rounded).toEqual({ x: 10, y: 11, width: 100, height: 50 })
    expect(clampCrop({ x: 10, y: 10, width: -5, height: 20 }, landscape).width).toBe(0)
  })
})

describe('canSave', () => {
  it('needs a non-zero area', () => {
    expect(canSave(null)).toBe(false)
    expect(canSave({ x: 0, y: 0, width: 0, height: 100 })).toBe(false)
    expect(canSave({ x: 0, y: 0, width: 100, height: 0 })).toBe(false)
    expect(canSave({ x: 0, y: 0, width: 1, height: 1 })).toBe(true)
  })
})

describe('nudge', () => {
  const crop = { x: 100, y: 100, width: 800, height: 450 }

  it('steps 1, with Shift 10, with Ctrl or Alt 100', () => {
    const none = { shiftKey: false, ctrlKey: false, altKey: false }
    expect(nudgeStep(none)).toBe(1)
    expect(nudgeStep({ ...none, shiftKey: true })).toBe(10)
    expect(nudgeStep({ ...none, ctrlKey: true })).toBe(100)
    expect(nudgeStep({ ...none, altKey: true })).toBe(100)
    expect(nudgeStep({ ...none, shiftKey: true, ctrlKey: true })).toBe(100)
  })

  it('moves the area by an arrow key and keeps its size', () => {
    expect(nudge(crop, 'ArrowRight', 1, landscape)).toEqual({ ...crop, x: 101 })
    expect(nudge(crop, 'ArrowLeft', 10, landscape)).toEqual({ ...crop, x: 90 })
    expect(nudge(crop, 'ArrowDown', 100, landscape)).toEqual({ ...crop, y: 200 })
    expect(nudge(crop, 'ArrowUp', 1, landscape)).toEqual({ ...crop, y: 99 })
  })

  it('stops at the edges of the image', () => {
    expect(nudge(crop, 'ArrowUp', 100, landscape)).toEqual({ ...crop, y: 0 })
    expect(nudge({ ...crop, x: 1550 }, 'ArrowRight', 100, landscape)).toEqual({ ...crop, x: 1600 })
  })

  it('ignores other keys', () => {
    expect(nudge(crop, 'Enter', 1, landscape)).toBeNull()
  })
})

describe('toOriginalPixels', () => {
  it('converts a percent crop to pixels of the original', () => {
    const percent = { unit: '%', x: 5, y: 12, width: 90, height: 75.9375 } as const
    expect(toOriginalPixels(percent, landscape)).toEqual({ x: 120, y: 192, width: 2160, height: 1215 })
  })

  it('scales a crop in pixels of the image as shown', () => {
    const shown = { width: 600, height: 400 }
    const pixels = { unit: 'px', x: 30, y: 20, width: 300, height: 200 } as const
    expect(toOriginalPixels(pixels, landscape, shown)).toEqual({ x: 120, y: 80, width: 1200, height: 800 })
  })

  it('clamps what lies outside the image', () => {
    const percent = { unit: '%', x: 50, y: 50, width: 80, height: 80 } as const
    expect(toOriginalPixels(percent, landscape)).toEqual({ x: 480, y: 320, width: 1920, height: 1280 })
  })

  it('round-trips through percent', () => {
    const crop = { x: 120, y: 192, width: 2160, height: 1215 }
    expect(toOriginalPixels(toPercent(crop, landscape), landscape)).toEqual(crop)
  })
})
