import type { ReactNode } from 'react'
import { PART } from '#web/site/index.ts'
import shared from '../shared.module.css'
import styles from './GuestForm.module.css'

/**
 * The honeypot: a text field people never see or reach (off-screen, hidden from screen readers,
 * out of the tab order, no autofill). Robots that fill every field fill it; the server then
 * answers invertedSuccess and stores nothing.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** The honeypot's value in a submitted form. */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem('website')
  return field instanceof HTMLInputElement ? field.value : ''
}

/** Over the whole module while an answer is on its way; the focus stays where it was. */
export function SendingOverlay({ text }: { text: string }) {
  return (
    <div className={styles.overlay} role="status">
      <div className={styles.overlayInner}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.overlayText}>{text}</span>
      </div>
    </div>
  )
}

/** A failure: the product's message, the server's explanation under it, and maybe a way on. */
export function FailureAlert({
  title,
  detail,
  children,
}: {
  title: string
  detail?: string
  children?: ReactNode
}) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{title}</p>
      {detail ? <p className={styles.alertDetail}>{detail}</p> : null}
      {children}
    </div>
  )
}

/** Read out by screen readers without being seen: how a sending ended. */
export function Announcer({ text }: { text: string }) {
  return (
    <p className={shared.visuallyHidden} role="status">
      {text}
    </p>
  )
}

/** A failed send as shown under the form: the product's message, the server's, and field problems. */
export interface SendFailure {
  title: string
  detail: string
  other: string[]
  /** The label of a button that sends again, when trying again may help (the network failed). */
  retry?: string
}

/** The end of a guest form: the honeypot, the failure of the last send if any, the send button. */
export function FormEnd({
  failure,
  honeypotLabel,
  sendLabel,
}: {
  failure: SendFailure | null
  honeypotLabel: string
  sendLabel: string
}) {
  return (
    <>
      <Honeypot label={honeypotLabel} />
      {failure && (
        <FailureAlert title={failure.title} detail={failure.detail}>
          {failure.other.length > 0 && (
            <ul className={styles.alertDetail}>
              {failure.other.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {failure.retry && (
            <button type="submit" className={shared.buttonSecondary} data-part={PART.buttonSecondary}>
              {failure.retry}
            </button>
          )}
        </FailureAlert>
      )}
      <button type="submit" className={`${shared.button} ${styles.send}`} data-part={PART.button}>
        {sendLabel}
      </button>
    </>
  )
}
