import { describe, expect, it } from 'vitest'
import { COLOR_PRESET_NAMES, COLOR_PRESETS, isColorPreset } from './color-presets.ts'
import { colorSchemeSchema } from './color-scheme.ts'
import { AA_LARGE, AA_TEXT, schemeContrast } from './contrast.ts'

describe('colour presets', () => {
  it('has 27 presets, among them the ones the spec names', () => {
    expect(COLOR_PRESET_NAMES).toHaveLength(27)
    for (const name of [
      'BLACK_AND_WHITE',
      'GOLD',
      'LIGHT_GREEN',
      'VINTAGE_GREEN',
      'RED',
      'PURPLE',
      'BLACK',
      'RICH_BLUE',
      'PINK',
    ]) {
      expect(isColorPreset(name), name).toBe(true)
    }
    expect(isColorPreset('toString')).toBe(false)
    expect(isColorPreset('NOPE')).toBe(false)
  })

  it.each(COLOR_PRESET_NAMES)('%s is a valid scheme', (name) => {
    expect(colorSchemeSchema.parse(COLOR_PRESETS[name])).toEqual(COLOR_PRESETS[name])
  })

  it.each(COLOR_PRESET_NAMES)('%s meets WCAG AA', (name) => {
    const c = schemeContrast(COLOR_PRESETS[name])
    expect(c.text, 'text on background').toBeGreaterThanOrEqual(AA_TEXT)
    expect(c.surfaceText, 'text on surface').toBeGreaterThanOrEqual(AA_TEXT)
    expect(c.button, 'button text on primary').toBeGreaterThanOrEqual(AA_TEXT)
    expect(c.primaryOnBackground, 'primary on background').toBeGreaterThanOrEqual(AA_LARGE)
  })

  it('has no two presets alike', () => {
    const seen = new Set(COLOR_PRESET_NAMES.map((n) => JSON.stringify(COLOR_PRESETS[n])))
    expect(seen.size).toBe(COLOR_PRESET_NAMES.length)
  })
})
