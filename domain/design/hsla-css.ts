// Kept free of zod so the public page's client bundle can use it without the schema library.

export interface Hsla {
  h: number
  s: number
  l: number
  a: number
}

export interface ColorScheme {
  primary: Hsla
  background: Hsla
  surface: Hsla
  onPrimary: Hsla
  onBackground: Hsla
  onSurface: Hsla
}

export function hslaCss(c: Hsla): string {
  return `hsla(${c.h}, ${c.s}%, ${c.l}%, ${c.a})`
}

/** The standard scheme: a warm off-white page with a deep green accent. */
export const DEFAULT_COLOR_SCHEME: ColorScheme = {
  primary: { h: 152, s: 28, l: 30, a: 1 },
  background: { h: 40, s: 33, l: 97, a: 1 },
  surface: { h: 40, s: 25, l: 92, a: 1 },
  onPrimary: { h: 0, s: 0, l: 100, a: 1 },
  onBackground: { h: 150, s: 10, l: 15, a: 1 },
  onSurface: { h: 150, s: 10, l: 15, a: 1 },
}
