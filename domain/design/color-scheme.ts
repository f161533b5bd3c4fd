import { z } from 'zod'
import type { ColorScheme, Hsla } from './hsla-css.ts'

const hsla = z.object({
  h: z.number().min(0).max(360),
  s: z.number().min(0).max(100),
  l: z.number().min(0).max(100),
  a: z.number().min(0).max(1),
}) satisfies z.ZodType<Hsla>

export const colorSchemeSchema = z.object({
  primary: hsla,
  background: hsla,
  surface: hsla,
  onPrimary: hsla,
  onBackground: hsla,
  onSurface: hsla,
}) satisfies z.ZodType<ColorScheme>

export const COLOR_ROLES = Object.keys(colorSchemeSchema.shape) as (keyof ColorScheme)[]
