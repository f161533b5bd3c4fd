import type { Brand } from '#domain/brands.ts'

/** Where a newcomer starts: the start wizard for weddings, quick start for the other brands. */
export function startPath(brand: Brand): string {
  return brand === 'wedding' ? '/kom-igang' : '/snabbstart'
}
