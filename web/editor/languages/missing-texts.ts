import type { SiteModule } from '#domain/modules/registry.ts'
import { type Untranslated, untranslatedTexts } from '#domain/site/translations.ts'

/** What one further site language lacks: its texts missing or outdated, in page order. */
export interface LanguageGaps {
  missing: number
  outdated: number
  /** Every missing or outdated text, the first one first (where the note takes the owner). */
  texts: Untranslated[]
}

/**
 * Per further site language, the owner's texts written in the site's first language that are
 * empty in that one (guests then read the first language's text, so it is no error, but the owner
 * should know) or were translated from a source that has changed since.
 */
export function languageGaps(
  modules: readonly SiteModule[],
  languages: readonly string[],
): Map<string, LanguageGaps> {
  const [first, ...others] = languages
  const gaps = new Map<string, LanguageGaps>()
  if (first === undefined) return gaps
  for (const code of others) {
    const texts = untranslatedTexts(modules, code, first)
    const outdated = texts.filter((t) => t.state === 'outdated').length
    gaps.set(code, { missing: texts.length - outdated, outdated, texts })
  }
  return gaps
}

/** How many texts each further language lacks or has outdated. */
export function missingTextCounts(
  modules: readonly SiteModule[],
  languages: readonly string[],
): Map<string, number> {
  return new Map([...languageGaps(modules, languages)].map(([code, g]) => [code, g.texts.length]))
}
