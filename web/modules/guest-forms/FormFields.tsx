import { MAX_ANSWER_LENGTH } from '#domain/forms/answers.ts'
import { type FormElementLike, isElementRequired } from '#domain/forms/conditions.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/index.ts'
import { type Answers, type FieldErrors, shownElementIds } from './answers.ts'
import styles from './GuestForm.module.css'
import type { GuestTexts } from './texts.ts'

interface Props {
  elements: readonly FormElementLike[]
  answers: Answers
  errors: FieldErrors | undefined
  onChange: (elementId: string, value: string) => void
  /** Unique per guest on the page; field ids are built from it. */
  idBase: string
  /** The field's name in a form posted without a script (plainFieldName). */
  nameOf: (elementId: string) => string
  language: string
  t: GuestTexts
}

/**
 * The owner's questions for one guest: a text input per ShortText (required when flagged), a
 * radio group per SingleSelect (always required), each conditional one only while its condition
 * holds. A field the guest must fix says why right under it, tied to it by aria-describedby.
 */
export function FormFields({ elements, answers, errors, onChange, idBase, nameOf, language, t }: Props) {
  const shown = shownElementIds(elements, answers)
  return elements.map((element, index) => {
    if (!shown.has(element.id)) return null
    const id = `${idBase}-${index}`
    const error = errors?.[element.id]
    const errorId = `${id}-error`
    const label = lookupText(element.label, language)
    const message = error && (
      <p id={errorId} role="alert" className={styles.error}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" />
          <path d="M8 4.5v4M8 11v.5" />
        </svg>
        {error}
      </p>
    )
    if (element.formElementType === 'SingleSelect') {
      return (
        <fieldset
          key={element.id}
          className={styles.field}
          data-part={PART.field}
          aria-describedby={error ? errorId : undefined}
        >
          <legend className={styles.label}>{label}</legend>
          <div className={styles.options}>
            {(element.options ?? []).map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type="radio"
                  name={nameOf(element.id)}
                  value={option.id}
                  checked={answers[element.id] === option.id}
                  required
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(element.id, option.id)}
                />
                <span>{lookupText(option.text, language)}</span>
              </label>
            ))}
          </div>
          {message}
        </fieldset>
      )
    }
    const required = isElementRequired(element)
    return (
      <div key={element.id} className={styles.field} data-part={PART.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {!required && (
            <>
              {' '}
              <span className={styles.optional}>{t.optional}</span>
            </>
          )}
        </label>
        <input
          id={id}
          name={nameOf(element.id)}
          type="text"
          className={styles.input}
          value={answers[element.id] ?? ''}
          required={required}
          maxLength={MAX_ANSWER_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(element.id, e.target.value)}
        />
        {message}
      </div>
    )
  })
}
