import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '#domain/site/languages.ts'
import { CATALOG_LOAD_ADVICE, CATALOG_LOAD_ERROR, switchLanguage } from '#web/i18n/catalogs.ts'
import { browserStorage, storeLanguage } from '#web/i18n/language.ts'
import styles from './LanguageSwitcher.module.css'
import { logError } from './log.ts'

// Each language is named in itself, so people find their own whatever the current language is.
const NAMES: Record<InterfaceLanguage, string> = { sv: 'Svenska', en: 'English', da: 'Dansk' }

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const [failed, setFailed] = useState(false)

  async function choose(language: InterfaceLanguage) {
    setFailed(false)
    try {
      await switchLanguage(i18n, language)
      storeLanguage(browserStorage(), language)
    } catch (error) {
      setFailed(true)
      void logError(error, 'interface texts')
    }
  }

  return (
    <fieldset className={styles.group} aria-label={t('common.language')}>
      {INTERFACE_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.resolvedLanguage === language}
          aria-label={NAMES[language]}
          onClick={() => void choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
      {failed && (
        <p className={styles.error} role="alert" lang="en">
          {CATALOG_LOAD_ERROR} {CATALOG_LOAD_ADVICE}
        </p>
      )}
    </fieldset>
  )
}
