import { z } from 'zod'

const hsla = z.object({
  h: z.number().min(0).max(360),
  s: z.number().min(0).max(100),
  l: z.number().min(0).max(100),
  a: z.number().min(0).max(1),
})
export type Hsla = z.infer<typeof hsla>

export const colorSchemeSchema = z.object({
  primary: hsla,
  background: hsla,
  surface: hsla,
  onPrimary: hsla,
  onBackground: hsla,
  onSurface: hsla,
})
export type ColorScheme = z.infer<typeof colorSchemeSchema>

export const COLOR_ROLES = Object.keys(colorSchemeSchema.shape) as (keyof ColorScheme)[]

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
