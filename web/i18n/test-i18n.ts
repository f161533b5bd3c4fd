import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '#domain/site/languages.ts'
import da from './da.json'
import en from './en.json'
import sv from './sv.json'

export const catalogs = { sv, en, da } as const

/**
 * A ready i18next instance for the owner app. The catalogs are bundled (they are small), so
 * initialisation is synchronous and no text ever flashes untranslated.
 */
export function createI18n(language: InterfaceLanguage): i18n {
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: INTERFACE_LANGUAGES,
    resources: {
      sv: { translation: sv },
      en: { translation: en },
      da: { translation: da },
    },
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  })
  return instance
}
