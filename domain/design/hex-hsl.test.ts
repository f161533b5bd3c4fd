import { describe, expect, it } from 'vitest'
import { COLOR_PRESET_NAMES, COLOR_PRESETS } from './color-presets.ts'
import { COLOR_ROLES } from './color-scheme.ts'
import { hexToHsla, hslaToHex, parseHex } from './hex-hsl.ts'

describe('hex and HSL', () => {
  it('reads the hex forms people type', () => {
    expect(parseHex('#AbC')).toBe('#aabbcc')
    expect(parseHex(' 1a2B3c ')).toBe('#1a2b3c')
    expect(parseHex('#1a2b3c')).toBe('#1a2b3c')
    for (const bad of ['', '#', '#12', '#1234', '#12345g', 'red', 'rgb(0,0,0)', '##123456']) {
      expect(parseHex(bad), bad).toBeNull()
    }
  })

  it('converts known colours', () => {
    expect(hexToHsla('#ff0000')).toEqual({ h: 0, s: 100, l: 50, a: 1 })
    expect(hexToHsla('#008000')).toEqual({ h: 120, s: 100, l: 25.1, a: 1 })
    expect(hexToHsla('#336699', 0.5)).toEqual({ h: 210, s: 50, l: 40, a: 0.5 })
    expect(hexToHsla('#ffffff')).toEqual({ h: 0, s: 0, l: 100, a: 1 })
    expect(hexToHsla('#000')).toEqual({ h: 0, s: 0, l: 0, a: 1 })
    expect(hexToHsla('#ff00ff').h).toBe(300)
    expect(hslaToHex({ h: 210, s: 50, l: 40, a: 1 })).toBe('#336699')
    expect(hslaToHex({ h: 0, s: 0, l: 100, a: 0.3 })).toBe('#ffffff')
    expect(() => hexToHsla('blue')).toThrow()
  })

  it('brings every hex colour back unchanged', () => {
    const samples: string[] = []
    // Every 4-bit colour, and a fixed spread over the whole 24-bit space.
    for (let i = 0; i < 4096; i++) samples.push(`#${i.toString(16).padStart(3, '0')}`)
    for (let i = 0; i < 20_000; i++)
      samples.push(`#${((i * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`)
    for (const hex of samples) {
      const hsla = hexToHsla(hex)
      expect(hsla.h).toBeGreaterThanOrEqual(0)
      expect(hsla.h).toBeLessThan(360)
      expect(hslaToHex(hsla), hex).toBe(parseHex(hex))
    }
  })

  it('keeps a preset colour within rounding of itself', () => {
    for (const name of COLOR_PRESET_NAMES) {
      for (const role of COLOR_ROLES) {
        const color = COLOR_PRESETS[name][role]
        const back = hexToHsla(hslaToHex(color), color.a)
        expect(hslaToHex(back)).toBe(hslaToHex(color))
        expect(Math.abs(back.l - color.l), `${name} ${role}`).toBeLessThan(0.5)
      }
    }
  })
})
