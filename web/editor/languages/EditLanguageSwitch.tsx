import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import styles from './EditLanguageSwitch.module.css'
import { capitalisedLanguageName } from './language-codes.ts'

export interface EditLanguageSwitchProps {
  /** The site's languages in order. */
  languages: string[]
  /** The language whose texts the owner edits now. */
  value: string
  onChange(code: string): void
}

/** Up to this many languages fit as segments in the action bar; more become a select. */
const MAX_SEGMENTS = 4

/**
 * The action bar's choice of the site language being edited. A site with one language has
 * nothing to choose, so nothing is shown. A value that is not among the languages shows the
 * first (default) language as chosen.
 */
export function EditLanguageSwitch({ languages, value, onChange }: EditLanguageSwitchProps) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const id = useId()
  if (languages.length <= 1) return null

  const current = languages.includes(value) ? value : languages[0]
  const label = t('siteLanguages.editing')

  if (languages.length > MAX_SEGMENTS) {
    return (
      <div className={styles.switch}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className={styles.select}
          value={current}
          onChange={(event) => onChange(event.target.value)}
        >
          {languages.map((code) => (
            <option key={code} value={code}>
              {capitalisedLanguageName(code, uiLanguage)}
            </option>
          ))}
        </select>
      </div>
    )
  }

  // Native radios give the arrow-key behaviour of a radio group; the labels are the segments.
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.label}>{label}</legend>
      <span className={styles.segments}>
        {languages.map((code) => {
          const name = capitalisedLanguageName(code, uiLanguage)
          return (
            <label key={code} className={styles.segment} title={name}>
              <input
                type="radio"
                className={styles.radio}
                name={id}
                value={code}
                aria-label={name}
                checked={code === current}
                onChange={() => onChange(code)}
              />
              <span className={styles.text} aria-hidden="true">
                {code.toUpperCase()}
              </span>
            </label>
          )
        })}
      </span>
    </fieldset>
  )
}
