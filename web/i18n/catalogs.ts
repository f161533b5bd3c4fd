import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '#domain/site/languages.ts'
import sv from './sv.json'

export type Catalog = typeof sv
export type Catalogs = Partial<Record<InterfaceLanguage, Catalog>>

// Spec 000 section 8 quotes this text in English: it shows when the texts themselves failed to arrive.
export const CATALOG_LOAD_ERROR = 'An error occurred. Failed to load text...'
export const CATALOG_LOAD_ADVICE = 'Please reload the page to try again.'

/**
 * Swedish is the main language and every other language's fallback, so it is always in the bundle;
 * the other catalogs are fetched only by those who use them.
 */
const LOADERS: Record<InterfaceLanguage, () => Promise<Catalog>> = {
  sv: async () => sv,
  en: async () => (await import('./en.json')).default,
  da: async () => (await import('./da.json')).default,
}

export class CatalogLoadError extends Error {
  constructor(language: InterfaceLanguage, cause: unknown) {
    super(`The ${language} interface texts could not be loaded`, { cause })
    this.name = 'CatalogLoadError'
  }
}

export async function loadCatalog(language: InterfaceLanguage): Promise<Catalog> {
  try {
    return await LOADERS[language]()
  } catch (error) {
    throw new CatalogLoadError(language, error)
  }
}

/** A ready i18next instance with the given catalogs (Swedish always); initialisation is synchronous. */
export function createI18n(language: InterfaceLanguage, catalogs: Catalogs = {}): i18n {
  const all: Catalogs = { ...catalogs, sv }
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: INTERFACE_LANGUAGES,
    resources: Object.fromEntries(Object.entries(all).map(([lang, translation]) => [lang, { translation }])),
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  })
  return instance
}

/** The owner app's i18next with the language's catalog loaded first, so no text flashes in Swedish. */
export async function createAppI18n(language: InterfaceLanguage): Promise<i18n> {
  return createI18n(language, { [language]: await loadCatalog(language) })
}

/** Loads the language's catalog when it is not there yet, then switches to it. */
export async function switchLanguage(instance: i18n, language: InterfaceLanguage): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadCatalog(language))
  }
  await instance.changeLanguage(language)
}
