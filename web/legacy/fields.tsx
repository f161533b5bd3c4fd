import { useId } from 'react'
import { LEGACY_DEFAULTS, LEGACY_TEXTS } from '#domain/legacy/defaults.ts'
import type { LegacyRadioGroup, LegacyTextField } from '#domain/legacy/schema.ts'
import { sharedStyles as shared } from '#web/modules/index.ts'
import styles from './Legacy.module.css'

/** A legacy text field: required when the owner marked it mandatory. */
export function TextField({
  field,
  value,
  onChange,
  name,
}: {
  field: LegacyTextField
  value: string
  onChange: (value: string) => void
  /** The field's name in a form posted without a script. */
  name?: string | undefined
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {field.mandatory ? ' *' : ''}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        name={name}
        required={field.mandatory}
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

/** A legacy radio group: every one is required (spec 001 section 5). */
export function RadioGroup({
  group,
  name,
  value,
  onChange,
}: {
  group: LegacyRadioGroup
  name: string
  value: string | undefined
  onChange: (optionId: string) => void
}) {
  return (
    <fieldset className={styles.radios}>
      <legend className={styles.label}>{group.label} *</legend>
      {group.options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.id}
            required
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The end of a send: the owner's confirmation (else the legacy default), or the robot message when
 * the server took the answer for spam, with a button that starts over.
 */
export function Outcome({
  spam,
  properties,
  confirmationText,
  robotText,
  onClose,
}: {
  spam: boolean
  properties: { confirmationTitle?: string | undefined; confirmationText?: string | undefined }
  confirmationText: string
  robotText: string
  onClose: () => void
}) {
  const title = spam
    ? LEGACY_TEXTS.robotTitle
    : (properties.confirmationTitle ?? LEGACY_DEFAULTS.confirmationTitle)
  const text = spam ? robotText : (properties.confirmationText ?? confirmationText)
  return (
    <div className={styles.outcome} role="status">
      <h3 className={styles.outcomeTitle}>{title}</h3>
      <p>{text}</p>
      <button type="button" className={styles.secondary} onClick={onClose}>
        Stäng
      </button>
    </div>
  )
}

/** The load or send error of a legacy form, read out as soon as it appears. */
export function LegacyError({ error }: { error: string | null }) {
  if (!error) return null
  return (
    <p className={styles.error} role="alert">
      {error}
    </p>
  )
}

/** The end of a legacy form: its error, if any, over the send button (the owner's text or Skicka). */
export function SendRow({
  error,
  busy,
  label,
}: {
  error: string | null
  busy: boolean
  label?: string | undefined
}) {
  return (
    <>
      <LegacyError error={error} />
      <button type="submit" className={shared.button} disabled={busy}>
        {label ?? 'Skicka'}
      </button>
    </>
  )
}
