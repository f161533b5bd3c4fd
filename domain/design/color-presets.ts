// Named colour schemes offered in the design drawer (spec 001 section 3, Colour scheme).
// Kept free of zod so any bundle can import it. Every preset meets WCAG AA (color-presets.test.ts).
import type { ColorScheme, Hsla } from './hsla-css.ts'

const c = (h: number, s: number, l: number, a = 1): Hsla => ({ h, s, l, a })
const WHITE = c(0, 0, 100)

/** A light scheme: pale page, slightly deeper surface, a dark primary with white text. */
function light(
  background: Hsla,
  surface: Hsla,
  primary: Hsla,
  text: Hsla,
  onPrimary: Hsla = WHITE,
): ColorScheme {
  return { primary, background, surface, onPrimary, onBackground: text, onSurface: text }
}

/** A dark scheme: deep page, a light primary with dark button text. */
function dark(background: Hsla, surface: Hsla, primary: Hsla, text: Hsla, onPrimary: Hsla): ColorScheme {
  return { primary, background, surface, onPrimary, onBackground: text, onSurface: text }
}

export const COLOR_PRESETS = {
  BLACK_AND_WHITE: light(c(0, 0, 100), c(0, 0, 95), c(0, 0, 12), c(0, 0, 8)),
  GOLD: light(c(45, 45, 97), c(43, 38, 91), c(38, 62, 34), c(30, 18, 14)),
  LIGHT_GREEN: light(c(100, 45, 96), c(100, 32, 90), c(130, 38, 33), c(140, 22, 13)),
  VINTAGE_GREEN: light(c(60, 25, 94), c(70, 20, 88), c(95, 22, 34), c(90, 16, 14)),
  RED: light(c(20, 35, 98), c(5, 45, 94), c(355, 70, 42), c(0, 12, 14)),
  PURPLE: light(c(270, 30, 97), c(270, 26, 92), c(275, 45, 44), c(270, 22, 14)),
  BLACK: dark(c(0, 0, 7), c(0, 0, 13), c(0, 0, 92), c(0, 0, 95), c(0, 0, 8)),
  RICH_BLUE: light(c(215, 40, 97), c(215, 36, 92), c(220, 70, 40), c(220, 32, 14)),
  PINK: light(c(340, 60, 97), c(340, 50, 93), c(335, 60, 44), c(340, 22, 15)),
  DUSTY_ROSE: light(c(10, 35, 96), c(5, 30, 91), c(355, 30, 45), c(350, 16, 16)),
  SAGE: light(c(90, 15, 96), c(95, 15, 90), c(110, 16, 36), c(120, 12, 14)),
  TERRACOTTA: light(c(30, 40, 96), c(25, 40, 90), c(15, 55, 41), c(15, 26, 14)),
  NAVY_GOLD: dark(c(220, 45, 14), c(220, 40, 20), c(42, 65, 60), c(40, 30, 94), c(220, 50, 12)),
  LAVENDER: light(c(260, 40, 97), c(260, 35, 93), c(260, 30, 47), c(260, 22, 16)),
  CHAMPAGNE: light(c(40, 45, 96), c(38, 40, 90), c(30, 30, 38), c(30, 20, 14)),
  OLIVE: light(c(55, 25, 96), c(60, 20, 90), c(65, 35, 29), c(60, 16, 13)),
  BLUSH: light(c(0, 50, 98), c(0, 45, 94), c(350, 45, 46), c(350, 16, 16)),
  MIDNIGHT: dark(c(230, 30, 10), c(230, 25, 16), c(210, 70, 75), c(220, 20, 92), c(230, 40, 10)),
  SAND: light(c(38, 35, 94), c(36, 30, 88), c(30, 35, 36), c(30, 20, 13)),
  FOREST: light(c(140, 20, 96), c(140, 20, 90), c(150, 45, 25), c(150, 25, 11)),
  CORAL: light(c(15, 80, 98), c(12, 70, 94), c(8, 65, 44), c(10, 22, 15)),
  TEAL: light(c(180, 30, 97), c(180, 25, 91), c(185, 60, 28), c(190, 26, 13)),
  BURGUNDY: light(c(30, 30, 97), c(350, 25, 93), c(345, 55, 30), c(345, 20, 14)),
  SKY: light(c(200, 60, 97), c(200, 50, 92), c(205, 70, 37), c(210, 32, 14)),
  PEACH: light(c(25, 90, 97), c(25, 80, 92), c(18, 60, 40), c(20, 22, 15)),
  SLATE: light(c(210, 15, 96), c(210, 15, 90), c(210, 20, 36), c(210, 22, 13)),
  MINT: light(c(160, 45, 96), c(160, 40, 90), c(165, 55, 27), c(165, 26, 13)),
} as const satisfies Record<string, ColorScheme>

export type ColorPresetName = keyof typeof COLOR_PRESETS

export const COLOR_PRESET_NAMES = Object.keys(COLOR_PRESETS) as ColorPresetName[]

export function isColorPreset(name: unknown): name is ColorPresetName {
  return typeof name === 'string' && Object.hasOwn(COLOR_PRESETS, name)
}
