import { PAGE_RESERVED_IDS, slugify } from '../site/slugs.ts'
import { LEGACY_DEFAULTS } from './defaults.ts'

/**
 * The anchors of a legacy page: each module's stored slug (so printed and shared #links keep
 * working), else one from its menu title, else 'ej-namngivet'; made unique with -2, -3, ...
 */
export function legacySlugs(
  modules: readonly { id: string; slug?: string | undefined; menuTitle?: string | undefined }[],
): Record<string, string> {
  const taken = new Set<string>(PAGE_RESERVED_IDS)
  const slugs: Record<string, string> = {}
  for (const module of modules) {
    const base = legacyBaseSlug(module)
    let slug = base
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
    taken.add(slug)
    slugs[module.id] = slug
  }
  return slugs
}

/** A legacy module's anchor before it is made unique: its stored slug, else its menu title's, else 'ej-namngivet'. */
export function legacyBaseSlug(module: {
  slug?: string | undefined
  menuTitle?: string | undefined
}): string {
  return slugify(module.slug ?? '') || slugify(module.menuTitle ?? '') || LEGACY_DEFAULTS.slug
}
