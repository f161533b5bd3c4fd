import { type InterfaceLanguage, isInterfaceLanguage } from '#domain/site/languages.ts'

/**
 * The language of the product's own texts in guest forms and dialogs: the site language the page
 * is shown in when it is sv, en or da, otherwise English (guests of a German page read English
 * better than Swedish).
 */
export function guestLanguage(language: string): InterfaceLanguage {
  return isInterfaceLanguage(language) ? language : 'en'
}
