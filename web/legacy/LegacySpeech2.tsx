import { type FormEvent, useRef, useState } from 'react'
import { plainFieldName } from '#domain/forms/plain-answer.ts'
import { LEGACY_DEFAULTS, LEGACY_TEXTS } from '#domain/legacy/defaults.ts'
import type { LegacyPropertiesOf } from '#domain/legacy/schema.ts'
import { getFormSubmissionPostKey } from '#web/api/form-submissions-post-key.ts'
import { GuestNoticeView, sharedStyles as shared } from '#web/modules/index.ts'
import { submitLegacySpeech } from './api/legacy-speeches-submit.ts'
import { LegacyError, Outcome, TextField } from './fields.tsx'
import styles from './Legacy.module.css'
import { LegacyAnswerForm, LegacyOpenForm, type LegacyPlace, useServedForm } from './LegacyFormShell.tsx'
import { useLegacySend } from './use-legacy-send.ts'

/**
 * The legacy speech sign-up (spec 001 section 4, Speech legacy): view 0 the start button, 1 the
 * form, 2 the confirmation, 3 the robot message. The start button fetches the post key first.
 */
export function LegacySpeech2({
  moduleId,
  siteId,
  properties,
  plain = { anchor: moduleId, language: 'sv' },
}: {
  moduleId: string
  siteId: string
  properties: LegacyPropertiesOf<'Speech2'>
  plain?: LegacyPlace
}) {
  // The form the server rendered open (?svara=, or a refused post without a script), and how a
  // post without a script ended.
  const { served, notice } = useServedForm(moduleId)
  const [view, setView] = useState<0 | 1 | 2 | 3>(served ? 1 : 0)
  const [values, setValues] = useState<Record<string, string>>(() => served?.answers?.[0] ?? {})
  const legacy = useLegacySend({
    siteId,
    fetchKey: getFormSubmissionPostKey,
    wanted: view === 1,
    loadFailed: LEGACY_TEXTS.speechLoadFailed,
    sendFailed: LEGACY_TEXTS.speechSendFailed,
  })
  const start = useRef<HTMLButtonElement>(null)
  const form = useRef<HTMLFormElement>(null)

  const open = async () => {
    if (!(await legacy.open())) return
    setView(1)
    requestAnimationFrame(() => form.current?.querySelector('input')?.focus())
  }

  const reset = () => {
    setView(0)
    setValues({})
    legacy.clearError()
    requestAnimationFrame(() => start.current?.focus())
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const outcome = await legacy.send((postKey, groupIdentifier) =>
      submitLegacySpeech(siteId, {
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
        groupIdentifier,
      }),
    )
    if (!outcome) return
    setView(outcome === 'SPAM' ? 3 : 2)
    setValues({})
  }

  if (view >= 2) {
    return (
      <Outcome
        spam={view === 3}
        properties={properties}
        confirmationText={LEGACY_DEFAULTS.speechConfirmationText}
        robotText={LEGACY_TEXTS.speechRobotText}
        onClose={reset}
      />
    )
  }
  if (view === 0) {
    return (
      <>
        {notice && <GuestNoticeView notice={notice} />}
        <LegacyOpenForm moduleId={moduleId} plain={plain} className={styles.start}>
          <button
            ref={start}
            type="submit"
            className={shared.button}
            disabled={legacy.busy}
            onClick={(event) => {
              event.preventDefault()
              void open()
            }}
          >
            {properties.showFormButton ?? 'Anmäl tal'}
          </button>
          <LegacyError error={legacy.error} />
        </LegacyOpenForm>
      </>
    )
  }
  return (
    <LegacyAnswerForm
      kind="form"
      moduleId={moduleId}
      plain={plain}
      served={served}
      formTitle={properties.title ?? ''}
      count={1}
      busy={legacy.busy}
      error={legacy.error}
      sendLabel={properties.sendButton}
      onSend={(e) => void send(e)}
      formRef={form}
    >
      <div className={styles.person}>
        {properties.customTextFields.map((f) => (
          <TextField
            key={f.id}
            field={f}
            value={values[f.id] ?? ''}
            onChange={(v) => setValues((current) => ({ ...current, [f.id]: v }))}
            name={served ? plainFieldName(0, f.id) : undefined}
          />
        ))}
      </div>
    </LegacyAnswerForm>
  )
}
