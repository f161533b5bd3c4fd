import { normaliseHostname, toSiteHost } from '#domain/hosts.ts'
import {
  chooseInterfaceLanguage,
  type InterfaceLanguage,
  isInterfaceLanguage,
} from '#domain/site/languages.ts'

/** The localStorage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'lang'

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>

export interface LanguageSources {
  /** location.search */
  search: string
  /** location.hostname */
  hostname: string
  /** navigator.languages */
  browser: readonly string[]
  storage: LanguageStorage | null
}

// Storage throws in some private modes and when cookies are blocked; the choice is then not kept.
function readStored(storage: LanguageStorage | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

export function storeLanguage(storage: LanguageStorage | null, language: InterfaceLanguage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Not kept; the language still applies to this page.
  }
}

/**
 * The interface language (spec 000 section 1): ?lang= (kept for later visits), the kept choice,
 * the host ending (with ?domainHost= and *.localhost mapped to the real domain), the browser, sv.
 */
export function resolveInterfaceLanguage(sources: LanguageSources): InterfaceLanguage {
  const params = new URLSearchParams(sources.search)
  const queryLang = params.get('lang')
  if (isInterfaceLanguage(queryLang)) storeLanguage(sources.storage, queryLang)
  const host = toSiteHost(normaliseHostname(params.get('domainHost') || sources.hostname)).host
  return chooseInterfaceLanguage({
    queryLang,
    stored: readStored(sources.storage),
    host,
    browser: sources.browser,
  })
}

/** The storage to keep the language in, or null when the browser refuses access to it. */
export function browserStorage(): LanguageStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
