// Kept free of zod so the public page's client bundle can use it without the schema library.
import { lookupText, type Text } from './lookup-text.ts'

/** Element ids the public page document uses itself (render-server.tsx); no module anchor may take them. */
export const PAGE_RESERVED_IDS: readonly string[] = ['root', 'page-input']

/** Slug of a module whose title is present but empty (spec 001 section 4, Slugs). */
export const EMPTY_TITLE_SLUG = '_'
/** Slug of a module that has neither a menu title nor a title field. */
export const MISSING_TITLE_SLUG = 'no-menu-title'

/** What slugs need of a module: its id and, where the type has them, its menu title and title. */
export interface SlugSource {
  id: string
  menuTitle?: Text | null
  title?: Text | null
  /** Set on modules upgraded from a legacy site: their anchor there, kept (modules/common.ts). */
  legacySlug?: string | undefined
}

// Letters NFD does not split into a base letter and a mark.
const TRANSLITERATIONS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  œ: 'oe',
  ı: 'i',
}

/** Lower-case text with accents dropped and the letters above spelled in a-z, as slugs and addresses want. */
export function withoutAccents(text: string): string {
  return text
    .replace(/[æøßđðþłœı]/g, (c) => TRANSLITERATIONS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

/**
 * A title as a slug: lower case, accents transliterated, '&' as 'och' (in every language, as the
 * spec says), spaces as hyphens, anything else that is not a-z, 0-9 or a hyphen removed, repeated
 * hyphens collapsed and trimmed. May return '' when nothing usable is left.
 */
export function slugify(title: string): string {
  return withoutAccents(title.toLowerCase())
    .replace(/&/g, ' och ')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * The title a module goes by in the menu and in its slug, in the page language: its menu title,
 * else its title; '' when neither has text (the menu then shows its default title).
 */
export function moduleMenuTitle(module: SlugSource, language: string): string {
  return lookupText(module.menuTitle, language).trim() || lookupText(module.title, language).trim()
}

/** The slug before it is made unique: a kept legacy anchor, else from the menu title, else the title, else the fixed defaults. */
function baseSlug(module: SlugSource, language: string): string {
  if (module.legacySlug) return module.legacySlug
  const title = moduleMenuTitle(module, language)
  // No text to go by: '_' when a title is there but empty, 'no-menu-title' when there is none at all.
  if (!title) return module.menuTitle == null && module.title == null ? MISSING_TITLE_SLUG : EMPTY_TITLE_SLUG
  // A title of only symbols ('♥', '!!') leaves nothing; it counts as empty, never as a bare hyphen.
  return slugify(title) || EMPTY_TITLE_SLUG
}

/**
 * The anchor id of every module, in page order: `#slug` links to a module (spec 001 section 2).
 * A slug already taken gets -2, -3 and so on. `reserved` are ids the page uses for itself, which a
 * module must not take.
 */
export function moduleSlugs(
  modules: readonly SlugSource[],
  language: string,
  reserved: Iterable<string> = [],
): Map<string, string> {
  const taken = new Set(reserved)
  const slugs = new Map<string, string>()
  for (const module of modules) {
    const base = baseSlug(module, language)
    let slug = base
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
    taken.add(slug)
    slugs.set(module.id, slug)
  }
  return slugs
}
