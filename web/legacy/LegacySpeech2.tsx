import { type FormEvent, useRef, useState } from 'react'
import { LEGACY_DEFAULTS, LEGACY_TEXTS } from '#domain/legacy/defaults.ts'
import type { LegacyPropertiesOf } from '#domain/legacy/schema.ts'
import { getFormSubmissionPostKey } from '#web/api/form-submissions-post-key.ts'
import shared from '#web/modules/shared.module.css'
import { newGroupIdentifier, submitLegacySpeech } from './api.ts'
import { Outcome, TextField } from './fields.tsx'
import styles from './Legacy.module.css'

/**
 * The legacy speech sign-up (spec 001 section 4, Speech legacy): view 0 the start button, 1 the
 * form, 2 the confirmation, 3 the robot message. The start button fetches the post key first.
 */
export function LegacySpeech2({
  moduleId,
  siteId,
  properties,
}: {
  moduleId: string
  siteId: string
  properties: LegacyPropertiesOf<'Speech2'>
}) {
  const [view, setView] = useState<0 | 1 | 2 | 3>(0)
  const [values, setValues] = useState<Record<string, string>>({})
  const [postKey, setPostKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = useRef<HTMLButtonElement>(null)
  const form = useRef<HTMLFormElement>(null)
  // One id per answer until it is stored: a retry after a failure is the same answer.
  const group = useRef<string | null>(null)

  const open = async () => {
    setBusy(true)
    setError(null)
    try {
      setPostKey((await getFormSubmissionPostKey(siteId)).key)
      setView(1)
      requestAnimationFrame(() => form.current?.querySelector('input')?.focus())
    } catch {
      setError(LEGACY_TEXTS.speechLoadFailed)
    } finally {
      setBusy(false)
    }
  }

  const reset = () => {
    setView(0)
    setValues({})
    setPostKey(null)
    setError(null)
    requestAnimationFrame(() => start.current?.focus())
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!postKey) return
    setBusy(true)
    setError(null)
    group.current ??= newGroupIdentifier()
    try {
      const answer = await submitLegacySpeech(siteId, {
        speech: {
          source: `site-form-${moduleId}`,
          customValues: properties.customTextFields.map((f) => ({
            id: f.id,
            label: f.label,
            type: 'TextField' as const,
            value: values[f.id] ?? '',
          })),
        },
        postKey,
        groupIdentifier: group.current,
      })
      setView(answer.invertedSuccess ? 3 : 2)
      group.current = null
      setValues({})
    } catch {
      setError(LEGACY_TEXTS.speechSendFailed)
      getFormSubmissionPostKey(siteId).then(
        (k) => setPostKey(k.key),
        () => setPostKey(null),
      )
    } finally {
      setBusy(false)
    }
  }

  if (view === 2) {
    return (
      <Outcome
        title={properties.confirmationTitle ?? LEGACY_DEFAULTS.confirmationTitle}
        text={properties.confirmationText ?? LEGACY_DEFAULTS.speechConfirmationText}
        onClose={reset}
      />
    )
  }
  if (view === 3)
    return <Outcome title={LEGACY_TEXTS.robotTitle} text={LEGACY_TEXTS.speechRobotText} onClose={reset} />
  if (view === 0) {
    return (
      <div className={styles.start}>
        <button
          ref={start}
          type="button"
          className={shared.button}
          disabled={busy}
          onClick={() => void open()}
        >
          {properties.showFormButton ?? 'Anmäl tal'}
        </button>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    )
  }
  return (
    <form ref={form} className={styles.form} onSubmit={(e) => void send(e)} aria-busy={busy}>
      <div className={styles.person}>
        {properties.customTextFields.map((f) => (
          <TextField
            key={f.id}
            field={f}
            value={values[f.id] ?? ''}
            onChange={(v) => setValues((current) => ({ ...current, [f.id]: v }))}
          />
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={shared.button} disabled={busy}>
        {properties.sendButton ?? 'Skicka'}
      </button>
    </form>
  )
}
