import { describe, expect, it } from 'vitest'
import {
  composite,
  contrastRatio,
  hslaContrast,
  hslToRgb,
  meetsAA,
  relativeLuminance,
  schemeContrast,
} from './contrast.ts'
import { DEFAULT_COLOR_SCHEME } from './hsla-css.ts'

const rgb255 = (h: number, s: number, l: number) => hslToRgb(h, s, l).map((x) => Math.round(x * 255))

describe('contrast', () => {
  it('converts HSL to sRGB', () => {
    expect(rgb255(0, 100, 50)).toEqual([255, 0, 0])
    expect(rgb255(120, 100, 25)).toEqual([0, 128, 0])
    expect(rgb255(240, 100, 50)).toEqual([0, 0, 255])
    expect(rgb255(0, 0, 100)).toEqual([255, 255, 255])
    expect(rgb255(210, 50, 40)).toEqual([51, 102, 153])
    expect(rgb255(-150, 50, 40)).toEqual(rgb255(210, 50, 40))
  })

  it('gives the WCAG luminance and ratio', () => {
    expect(relativeLuminance([1, 1, 1])).toBeCloseTo(1)
    expect(relativeLuminance([0, 0, 0])).toBe(0)
    expect(contrastRatio([0, 0, 0], [1, 1, 1])).toBeCloseTo(21)
    expect(contrastRatio([1, 1, 1], [1, 1, 1])).toBe(1)
    // #777 on white is the classic just-below-AA grey (4.48).
    const grey = 0x77 / 255
    expect(contrastRatio([grey, grey, grey], [1, 1, 1])).toBeCloseTo(4.48, 2)
  })

  it('composites a translucent colour over its backdrop', () => {
    const half = composite({ h: 0, s: 0, l: 0, a: 0.5 }, [1, 1, 1])
    expect(half).toEqual([0.5, 0.5, 0.5])
    expect(hslaContrast({ h: 0, s: 0, l: 0, a: 0 }, { h: 0, s: 0, l: 100, a: 1 })).toBe(1)
    expect(hslaContrast({ h: 0, s: 0, l: 0, a: 1 }, { h: 0, s: 0, l: 100, a: 1 })).toBeCloseTo(21)
  })

  it('rates a whole scheme', () => {
    const c = schemeContrast(DEFAULT_COLOR_SCHEME)
    expect(meetsAA(c)).toBe(true)
    const washedOut = { ...DEFAULT_COLOR_SCHEME, onBackground: { h: 0, s: 0, l: 0, a: 0.2 } }
    expect(meetsAA(schemeContrast(washedOut))).toBe(false)
  })
})
