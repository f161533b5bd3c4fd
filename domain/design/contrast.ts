// WCAG 2.x contrast from HSL(A) colours. Zod-free and dependency-free so the editor can use it too.
import type { ColorScheme, Hsla } from './hsla-css.ts'

/** An opaque colour as red, green and blue in 0..1 (sRGB, gamma-encoded). */
export type Rgb = readonly [number, number, number]

const WHITE: Rgb = [1, 1, 1]

/** HSL (h in degrees, s and l in percent) to sRGB in 0..1. */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = Math.min(Math.max(s, 0), 100) / 100
  const light = Math.min(Math.max(l, 0), 100) / 100
  const hue = (((h % 360) + 360) % 360) / 30
  const a = sat * Math.min(light, 1 - light)
  const f = (n: number) => {
    const k = (n + hue) % 12
    return light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return [f(0), f(8), f(4)]
}

/** A colour with alpha drawn over an opaque backdrop (plain source-over compositing in sRGB). */
export function composite(color: Hsla, backdrop: Rgb): Rgb {
  const rgb = hslToRgb(color.h, color.s, color.l)
  const alpha = Math.min(Math.max(color.a, 0), 1)
  return [0, 1, 2].map((i) => (rgb[i] ?? 0) * alpha + (backdrop[i] ?? 0) * (1 - alpha)) as unknown as Rgb
}

/** WCAG relative luminance of an opaque sRGB colour. */
export function relativeLuminance(rgb: Rgb): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** Contrast of a (possibly translucent) foreground over a (possibly translucent) background on white. */
export function hslaContrast(foreground: Hsla, background: Hsla, canvas: Rgb = WHITE): number {
  const bg = composite(background, canvas)
  return contrastRatio(composite(foreground, bg), bg)
}

export interface SchemeContrast {
  /** Body text on the page background. */
  text: number
  /** Text on cards and panels. */
  surfaceText: number
  /** Button text on the primary colour. */
  button: number
  /** The primary colour against the page: large headings, borders, icons. */
  primaryOnBackground: number
}

/**
 * The contrast ratios that matter in a colour scheme, as the page draws it: the background over
 * white, the surface and the primary colour over the background, and each text over its own colour.
 */
export function schemeContrast(scheme: ColorScheme): SchemeContrast {
  const background = composite(scheme.background, WHITE)
  const surface = composite(scheme.surface, background)
  const primary = composite(scheme.primary, background)
  return {
    text: contrastRatio(composite(scheme.onBackground, background), background),
    surfaceText: contrastRatio(composite(scheme.onSurface, surface), surface),
    button: contrastRatio(composite(scheme.onPrimary, primary), primary),
    primaryOnBackground: contrastRatio(primary, background),
  }
}

/** WCAG AA: 4.5 for normal text, 3 for large text and user-interface parts. */
export const AA_TEXT = 4.5
export const AA_LARGE = 3

export function meetsAA(c: SchemeContrast): boolean {
  return (
    c.text >= AA_TEXT && c.surfaceText >= AA_TEXT && c.button >= AA_TEXT && c.primaryOnBackground >= AA_LARGE
  )
}
