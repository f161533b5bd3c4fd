import type { SiteModule } from '#domain/modules/registry.ts'

const LANGUAGE_KEY = /^[a-z]{2,3}$/

/** A translatable text: an object of strings keyed by language codes ({ sv: 'Hej', en: 'Hi' }). */
function isText(value: object): value is Record<string, string> {
  const entries = Object.entries(value)
  return (
    entries.length > 0 && entries.every(([key, text]) => LANGUAGE_KEY.test(key) && typeof text === 'string')
  )
}

const isBlank = (text: string | undefined) =>
  (text ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === ''

/**
 * How many of the owner's texts each further site language lacks: texts written in the site's
 * first language and empty in that one. Guests then read the first language's text, so it is
 * not an error, but the owner should know.
 */
export function missingTextCounts(
  modules: readonly SiteModule[],
  languages: readonly string[],
): Map<string, number> {
  const [first, ...others] = languages
  const counts = new Map(others.map((code) => [code, 0]))
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object') return
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (first !== undefined && isText(value)) {
      if (isBlank(value[first])) return
      for (const code of others) if (isBlank(value[code])) counts.set(code, (counts.get(code) ?? 0) + 1)
      return
    }
    for (const child of Object.values(value)) visit(child)
  }
  visit(modules)
  return counts
}
