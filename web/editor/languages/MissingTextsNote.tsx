import { useMemo } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { Untranslated } from '#domain/site/translations.ts'
import { languageName } from '#web/home/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { textTarget } from '../inline/text-target.ts'
import { type EditorStore, useEditor, useEditorStore } from '../store.ts'
import styles from './MissingTextsNote.module.css'
import { type LanguageGaps, languageGaps } from './missing-texts.ts'

/** The note's words: what is missing, what is outdated, or both. */
function noteKey(
  gaps: LanguageGaps,
): 'editor.missingTexts.count' | 'editor.missingTexts.outdated' | 'editor.missingTexts.missingOrOutdated' {
  if (gaps.outdated === 0) return 'editor.missingTexts.count'
  return gaps.missing === 0 ? 'editor.missingTexts.outdated' : 'editor.missingTexts.missingOrOutdated'
}

/**
 * Edits `language` and takes the owner to the text: scrolled into view and focused. A text edited
 * only in a popup (a form's question) has no field on the page: its module is shown instead.
 */
function goToText(store: EditorStore, language: string, text: Untranslated): void {
  flushSync(() => {
    store.setMode('edit')
    store.setLanguage(language)
  })
  const named = (attribute: string, value: string) =>
    [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].find(
      (el) => el.getAttribute(attribute) === value,
    )
  const field = named('data-text-target', textTarget(text))
  const target = field ?? named('data-module-id', text.moduleId)
  if (!target) return
  // Not every DOM has it (jsdom): the focus below still lands.
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' })
  if (!field && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * "3 texter saknar engelska", "1 text har inaktuell engelska": the texts of the site's first
 * language not yet written in another site language, or written from a source changed since, as a
 * note (guests read what there is meanwhile, and Spara works). Choosing it edits that language at
 * its first such text.
 */
export function MissingTextsNote() {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const store = useEditorStore()
  const modules = useEditor((s) => s.site.siteModules)
  const languages = useEditor((s) => s.site.availableLanguages)
  const gaps = useMemo(
    () =>
      [
        ...languageGaps(
          modules,
          languages.map((l) => l.languageCode),
        ),
      ].filter(([, g]) => g.texts.length > 0),
    [modules, languages],
  )
  if (gaps.length === 0) return null
  return (
    <ul className={styles.note} aria-label={t('editor.missingTexts.label')}>
      {gaps.map(([code, g]) => {
        const language = languageName(code, uiLanguage)
        const first = g.texts[0] as Untranslated
        return (
          <li key={code}>
            <button
              type="button"
              className={styles.item}
              title={t('editor.missingTexts.edit', { language })}
              onClick={() => goToText(store, code, first)}
            >
              {t(noteKey(g), { count: g.texts.length, language })}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
