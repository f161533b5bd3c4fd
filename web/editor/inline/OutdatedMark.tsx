import { useTranslation } from 'react-i18next'
import { languageName } from '#web/home/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import styles from './Inline.module.css'

/**
 * Beside a translation whose source text changed after it was written: the owner sees it is
 * outdated, and a screen reader hears why (the field names it as its description).
 */
export function OutdatedMark({ id, language, source }: { id: string; language: string; source: string }) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const label = t('editor.outdatedTranslation.label', {
    language: languageName(language, uiLanguage),
    source: languageName(source, uiLanguage),
  })
  return (
    <span
      id={id}
      className={styles.outdated}
      role="note"
      aria-label={label}
      title={label}
      contentEditable={false}
    >
      {t('editor.outdatedTranslation.mark')}
    </span>
  )
}
