import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, type InterfaceLanguage, isInterfaceLanguage } from '#domain/site/languages.ts'

/** The interface language now in use. */
export function useInterfaceLanguage(): InterfaceLanguage {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return isInterfaceLanguage(language) ? language : DEFAULT_LANGUAGE
}
