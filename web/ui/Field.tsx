import { type InputHTMLAttributes, useId } from 'react'
import styles from './Field.module.css'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  name: string
  /** A short help text shown under the field at all times. */
  hint?: string
  /** The field's validation message; shown in its feedback element. */
  message?: string
}

/**
 * A labelled input with a hint and a feedback element. The feedback element is always present so
 * that screen readers announce a message as soon as it appears (role alert is a live region).
 */
export function Field({ label, name, hint, message, ...inputProps }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const feedbackId = `${id}-feedback`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={hint ? `${hintId} ${feedbackId}` : feedbackId}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={feedbackId} className={styles.feedback} role="alert" data-feedback-for={name}>
        {message}
      </p>
    </div>
  )
}
