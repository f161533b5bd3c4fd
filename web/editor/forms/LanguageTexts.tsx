import { useId, useMemo } from 'react'
import type { Text } from '#domain/site/lookup-text.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { cx } from '#web/ui/cx.ts'
import fieldStyles from '#web/ui/Field.module.css'
import { capitalisedLanguageName } from '../languages/language-codes.ts'
import { useEditor } from '../store.ts'
import styles from './forms.module.css'

export interface SiteLanguage {
  code: string
  /** The language's name in the interface language, capitalised: "Svenska", "Engelska". */
  name: string
  /** The site's first language, whose texts guests read where another language has none. */
  primary?: boolean
}

/** Every site language, the one being edited first: a popup edits them all at once. */
export function useSiteLanguages(): SiteLanguage[] {
  const available = useEditor((s) => s.site.availableLanguages)
  const editing = useEditor((s) => s.language)
  const uiLanguage = useInterfaceLanguage()
  return useMemo(
    () =>
      [...new Set([editing, ...available.map((l) => l.languageCode)])].map((code) => ({
        code,
        name: capitalisedLanguageName(code, uiLanguage),
        primary: code === available[0]?.languageCode,
      })),
    [available, editing, uiLanguage],
  )
}

export interface LanguageTextsProps {
  /** What the text is ("Frågan", "Rubrik"); the group's legend. */
  legend: string
  hint?: string
  languages: SiteLanguage[]
  value: Text | undefined
  onChange: (code: string, text: string) => void
  /**
   * Makes the text required in the site's first language; shown under that field when empty.
   * Another language may stay empty (guests then read the first language's text): the editor
   * counts those texts instead of marking them as errors.
   */
  requiredMessage?: string
  multiline?: boolean
  /** What guests see when the field is left empty, per language. */
  placeholder?: (code: string) => string | undefined
  className?: string
}

/** One text in every site language: a field per language, labelled with the language's name. */
export function LanguageTexts({
  legend,
  hint,
  languages,
  value,
  onChange,
  requiredMessage,
  multiline = false,
  placeholder,
  className,
}: LanguageTextsProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const firstLanguage = (languages.find((l) => l.primary) ?? languages[0])?.code
  return (
    <fieldset className={cx(styles.group, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.languageFields}>
        {languages.map(({ code, name }) => {
          const fieldId = `${id}-${code}`
          const messageId = `${fieldId}-message`
          const text = value?.[code] ?? ''
          const required = requiredMessage !== undefined && code === firstLanguage
          const missing = required && text.trim() === ''
          const control = {
            id: fieldId,
            className: cx(fieldStyles.input, multiline && styles.textarea),
            lang: code,
            dir: 'auto',
            value: text,
            placeholder: placeholder?.(code),
            required,
            'aria-invalid': missing || undefined,
            'aria-describedby': [hint && hintId, missing && messageId].filter(Boolean).join(' ') || undefined,
            onChange: (event: { target: { value: string } }) => onChange(code, event.target.value),
          }
          return (
            <div key={code} className={styles.field}>
              <label className={styles.label} htmlFor={fieldId}>
                {name}
              </label>
              {multiline ? (
                <textarea rows={5} {...control} />
              ) : (
                <input type="text" autoComplete="off" {...control} />
              )}
              {missing && (
                <p id={messageId} className={styles.message}>
                  {requiredMessage}
                </p>
              )}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
