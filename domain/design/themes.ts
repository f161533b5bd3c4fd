import type { Brand } from '../brands.ts'

/** Themes offered (theme6 is not offered; theme12 is wedding only). */
export const THEMES = [
  'theme4',
  'theme5',
  'theme7',
  'theme8',
  'theme9',
  'theme10',
  'theme11',
  'theme12',
] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = 'theme4'

export function themesForBrand(brand: Brand): Theme[] {
  return THEMES.filter((t) => t !== 'theme12' || brand === 'wedding')
}
