import { z } from 'zod'

/**
 * Translations that stay true (issue 31 item 5). A module records, per translated text, which
 * version of the source (the site's first language) each translation was written against: a short
 * hash of the source text, under the text's path and the translation's language. A translation
 * whose record no longer matches its source is outdated. A text without a record (every document
 * from before this record, a sample text the wizard wrote in both languages) counts as up to date
 * until its source changes: the source's edit records the old source for the translations beside it.
 *
 * The record lives in its module, so a stale save merges it with the module it belongs to
 * (decision 0014), and a version restored brings its own records back.
 */
export const translatedFromSchema = z.record(z.string().max(400), z.string().max(16)).optional()
export type TranslatedFrom = z.infer<typeof translatedFromSchema>

/** The path of a text in a module: field names, and after a list field the item's id. */
export type TextPath = readonly string[]

export type TranslationState = 'done' | 'missing' | 'outdated'

/** A short, stable hash of a source text (FNV-1a, 32 bits, twice with different seeds). */
export function sourceHash(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36)
}

/** The key of a translation's record: `title@en`, `items/k3/text@da`. */
export function translationKey(path: TextPath, language: string): string {
  return `${path.join('/')}@${language}`
}

/** Blank as guests would see it: no words once the markup is gone. */
export function isBlankText(text: string | undefined): boolean {
  return (
    (text ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  )
}

type Text = Readonly<Record<string, string>>

/** A translatable text: an object of strings keyed by language codes ({ sv: 'Hej', en: 'Hi' }). */
function isText(value: object): value is Text {
  const entries = Object.entries(value)
  return (
    entries.length > 0 && entries.every(([key, text]) => /^[a-z]{2,3}$/.test(key) && typeof text === 'string')
  )
}

/** One translatable text of a module, with where it is. */
export interface TextEntry {
  path: string[]
  text: Text
}

/** The module's texts in document order, each with its path (the record itself is no text). */
export function textsOf(module: object): TextEntry[] {
  const found: TextEntry[] = []
  const visit = (value: unknown, path: string[]) => {
    if (value === null || typeof value !== 'object') return
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const id = item && typeof item === 'object' && typeof item.id === 'string' ? item.id : String(index)
        visit(item, [...path, id])
      })
      return
    }
    if (isText(value)) {
      found.push({ path, text: value })
      return
    }
    for (const [key, child] of Object.entries(value)) {
      if (path.length === 0 && key === 'translatedFrom') continue
      visit(child, [...path, key])
    }
  }
  visit(module, [])
  return found
}

/**
 * Whether the text in `language` is written, missing (the source has words and it has none) or
 * outdated (its source changed after it was written). The source language itself is always done.
 */
export function translationState(
  module: { translatedFrom?: TranslatedFrom },
  entry: TextEntry,
  language: string,
  source: string,
): TranslationState {
  if (language === source) return 'done'
  const original = entry.text[source]
  if (isBlankText(original)) return 'done'
  if (isBlankText(entry.text[language])) return 'missing'
  const recorded = module.translatedFrom?.[translationKey(entry.path, language)]
  return recorded !== undefined && recorded !== sourceHash(original ?? '') ? 'outdated' : 'done'
}

/**
 * The module's record after its text at `path` was written in `language` (`before`: the text as
 * it was). A translation records the source it was written against; a new source records the old
 * one for the translations that had none, so they read as outdated. Records of texts that are gone
 * are dropped. Answers the record unchanged (the same object) when nothing changes.
 */
export function recordTranslation(
  module: { translatedFrom?: TranslatedFrom },
  path: TextPath,
  language: string,
  before: Text | undefined,
  after: Text,
  languages: readonly string[],
): TranslatedFrom {
  const [source, ...others] = languages
  const current = module.translatedFrom
  if (source === undefined) return current
  const next: Record<string, string> = { ...current }
  if (language === source) {
    const old = before?.[source] ?? ''
    if (old === (after[source] ?? '') || isBlankText(old)) return current
    for (const other of others) {
      const key = translationKey(path, other)
      if (next[key] === undefined && !isBlankText(after[other])) next[key] = sourceHash(old)
    }
  } else {
    const key = translationKey(path, language)
    if (isBlankText(after[language]) || isBlankText(after[source])) delete next[key]
    else next[key] = sourceHash(after[source] ?? '')
  }
  const keys = Object.keys(next)
  const same =
    keys.length === Object.keys(current ?? {}).length && keys.every((k) => next[k] === current?.[k])
  if (same) return current
  return keys.length > 0 ? next : undefined
}

/** A text the owner should look at in a language: where it is, and why. */
export interface Untranslated {
  moduleId: string
  path: string[]
  state: 'missing' | 'outdated'
}

/** The texts of the modules that are missing or outdated in `language`, in page order. */
export function untranslatedTexts(
  modules: readonly ({ id: string; translatedFrom?: TranslatedFrom } & object)[],
  language: string,
  source: string,
): Untranslated[] {
  const found: Untranslated[] = []
  for (const module of modules) {
    for (const entry of textsOf(module)) {
      const state = translationState(module, entry, language, source)
      if (state !== 'done') found.push({ moduleId: module.id, path: entry.path, state })
    }
  }
  return found
}

/**
 * `after` (a module just edited from `before`) with the records of every text the edit wrote,
 * whichever editor wrote it (in place, a popup's field per language): the source language first,
 * so a source and its translation written at once leave the translation up to date. The same
 * object when no record changes.
 */
export function withTranslationRecords<M extends { translatedFrom?: TranslatedFrom }>(
  before: M,
  after: M,
  languages: readonly string[],
): M {
  if (languages.length < 2) return after
  const old = new Map(textsOf(before).map((entry) => [entry.path.join('/'), entry.text]))
  let record: { translatedFrom?: TranslatedFrom } = { translatedFrom: after.translatedFrom }
  for (const entry of textsOf(after)) {
    const previous = old.get(entry.path.join('/'))
    for (const language of languages) {
      if ((previous?.[language] ?? '') === (entry.text[language] ?? '')) continue
      record = {
        translatedFrom: recordTranslation(record, entry.path, language, previous, entry.text, languages),
      }
    }
  }
  return record.translatedFrom === after.translatedFrom
    ? after
    : { ...after, translatedFrom: record.translatedFrom }
}
