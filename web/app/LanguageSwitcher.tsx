import { useTranslation } from 'react-i18next'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '#domain/site/languages.ts'
import { browserStorage, storeLanguage } from '#web/i18n/language.ts'
import styles from './LanguageSwitcher.module.css'

// Each language is named in itself, so people find their own whatever the current language is.
const NAMES: Record<InterfaceLanguage, string> = { sv: 'Svenska', en: 'English', da: 'Dansk' }

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
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
          onClick={() => {
            storeLanguage(browserStorage(), language)
            void i18n.changeLanguage(language)
          }}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </fieldset>
  )
}
