import { useId } from 'react'
import { cx } from '#web/ui/cx.ts'
import fieldStyles from '#web/ui/Field.module.css'
import styles from './Popup.module.css'

export interface SiteLanguage {
  code: string
  /** The language's name in the interface language, capitalised: "Svenska", "Engelska". */
  label: string
}

interface Props {
  legend: string
  /** The editing language first, then the site's other languages. */
  languages: readonly SiteLanguage[]
  /** The text as written in one language, '' when not set. */
  value: (code: string) => string
  /** What guests see when the field is left empty, if anything. */
  placeholder?: (code: string) => string | undefined
  onChange: (code: string, value: string) => void
  multiline?: boolean
}

/** One text in every site language: a legend naming the text, one labelled input per language. */
export function LanguageTextFields({ legend, languages, value, placeholder, onChange, multiline }: Props) {
  const id = useId()
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.languages}>
        {languages.map(({ code, label }) => {
          const inputId = `${id}-${code}`
          const common = {
            id: inputId,
            lang: code,
            value: value(code),
            placeholder: placeholder?.(code),
          }
          return (
            <div key={code} className={styles.language}>
              <label className={styles.languageLabel} htmlFor={inputId}>
                {label}
              </label>
              {multiline ? (
                <textarea
                  {...common}
                  className={cx(fieldStyles.input, styles.textarea)}
                  rows={3}
                  onChange={(event) => onChange(code, event.target.value)}
                />
              ) : (
                <input
                  {...common}
                  type="text"
                  autoComplete="off"
                  className={cx(fieldStyles.input, styles.input)}
                  onChange={(event) => onChange(code, event.target.value)}
                />
              )}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
