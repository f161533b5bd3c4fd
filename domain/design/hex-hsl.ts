// Hex colours (what colour pickers and people type) to and from the {h, s, l, a} of a colour
// scheme. Zod-free: the editor imports it.
import { hslToRgb } from './contrast.ts'
import type { Hsla } from './hsla-css.ts'

/** "#abc", "abc", "#aabbcc" or "aabbcc" (any case, spaces around) as "#aabbcc"; null for anything else. */
export function parseHex(input: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim())
  const digits = match?.[1]?.toLowerCase()
  if (!digits) return null
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`
}

// Two decimals keep stored numbers short while every hex colour still survives the trip back.
const round2 = (x: number) => Math.round(x * 100) / 100

/** A hex colour as HSL with the given alpha; throws for a string that is not a hex colour. */
export function hexToHsla(hex: string, alpha = 1): Hsla {
  const clean = parseHex(hex)
  if (!clean) throw new Error(`Not a hex colour: ${hex}`)
  const value = Number.parseInt(clean.slice(1), 16)
  const r = ((value >> 16) & 255) / 255
  const g = ((value >> 8) & 255) / 255
  const b = (value & 255) / 255
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  let h = 0
  let s = 0
  if (d > 0) {
    s = d / (1 - Math.abs(2 * l - 1))
    if (max === r) h = ((g - b) / d) % 6
    else if (max === g) h = (b - r) / d + 2
    else h = (r - g) / d + 4
    h *= 60
    if (h < 0) h += 360
  }
  return { h: round2(h) % 360, s: round2(s * 100), l: round2(l * 100), a: alpha }
}

/** The colour as "#rrggbb"; alpha is left out (the scheme keeps it separately). */
export function hslaToHex(color: Hsla): string {
  const hex = hslToRgb(color.h, color.s, color.l)
    .map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
  return `#${hex}`
}
