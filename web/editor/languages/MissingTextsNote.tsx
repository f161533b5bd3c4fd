import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { languageName } from '#web/home/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useEditor, useEditorStore } from '../store.ts'
import styles from './MissingTextsNote.module.css'
import { missingTextCounts } from './missing-texts.ts'

/**
 * "3 texter saknar engelska": the texts of the site's first language not yet written in another
 * site language, as a note (guests read the first language's text meanwhile, and Spara works).
 * Choosing it edits that language.
 */
export function MissingTextsNote() {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const store = useEditorStore()
  const modules = useEditor((s) => s.site.siteModules)
  const languages = useEditor((s) => s.site.availableLanguages)
  const editing = useEditor((s) => s.language)
  const counts = useMemo(
    () =>
      [
        ...missingTextCounts(
          modules,
          languages.map((l) => l.languageCode),
        ),
      ].filter(([, count]) => count > 0),
    [modules, languages],
  )
  if (counts.length === 0) return null
  return (
    <ul className={styles.note} aria-label={t('editor.missingTexts.label')}>
      {counts.map(([code, count]) => {
        const text = t('editor.missingTexts.count', { count, language: languageName(code, uiLanguage) })
        return (
          <li key={code}>
            {code === editing ? (
              <span className={styles.item}>{text}</span>
            ) : (
              <button
                type="button"
                className={styles.item}
                title={t('editor.missingTexts.edit', { language: languageName(code, uiLanguage) })}
                onClick={() => store.setLanguage(code)}
              >
                {text}
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
