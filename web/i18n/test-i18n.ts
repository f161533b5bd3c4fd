import type { i18n } from 'i18next'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { createI18n as createWithCatalogs } from './catalogs.ts'
import da from './da.json'
import en from './en.json'
import sv from './sv.json'

/** Tests render in any interface language at once, so they get every catalog up front. */
export function createI18n(language: InterfaceLanguage): i18n {
  return createWithCatalogs(language, { sv, en, da })
}
