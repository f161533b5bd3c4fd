import { contrastRatio, type Rgb } from '../design/contrast.ts'

/**
 * QR colours on a card (GET /api/qr/...?darkColor=&lightColor=). Phone cameras read a code by the
 * difference between its modules and its background: we ask for a WCAG contrast ratio of at least
 * 3:1 (the WCAG minimum for graphics), and dark modules on the lighter colour, as most readers
 * do not read an inverted code.
 */
export const QR_MIN_CONTRAST = 3

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** '#RRGGBB' of a hex colour given with or without '#', in 3 or 6 digits; undefined if not one. */
export function normaliseHexColor(value: string): string | undefined {
  const match = HEX.exec(value.trim())
  if (!match?.[1]) return undefined
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return `#${digits.toLowerCase()}`
}

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}

export type QrColorCheck =
  | { ok: true; ratio: number }
  | { ok: false; ratio: number; reason: 'contrast' | 'inverted' }

export function checkQrColors(darkHex: string, lightHex: string): QrColorCheck {
  const dark = rgbOf(darkHex)
  const light = rgbOf(lightHex)
  const ratio = Math.round(contrastRatio(dark, light) * 100) / 100
  const lum = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
  if (ratio < QR_MIN_CONTRAST) return { ok: false, ratio, reason: 'contrast' }
  if (lum(dark) > lum(light)) return { ok: false, ratio, reason: 'inverted' }
  return { ok: true, ratio }
}
