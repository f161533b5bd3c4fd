import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { getFormSubmissionPostKey } from '#web/api/form-submissions-post-key.ts'
import { submitFormAnswer } from '#web/api/form-submissions-submit.ts'
import { ApiError } from '#web/api/http.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { PART } from '#web/site/parts.ts'
import {
  type Answers,
  checkGuest,
  type FieldErrors,
  hasErrors,
  serverFieldErrors,
} from '../guest-forms/answers.ts'
import { clearDraft, readDraft, writeDraft } from '../guest-forms/drafts.ts'
import { FormFields } from '../guest-forms/FormFields.tsx'
import styles from '../guest-forms/GuestForm.module.css'
import { LoadingNote } from '../guest-forms/Loading.tsx'
import { guestLanguage } from '../guest-forms/language.ts'
import { type Outcome, SubmissionStatus } from '../guest-forms/OutcomeDialog.tsx'
import { FailureAlert, FormEnd, honeypotValue, type SendFailure } from '../guest-forms/parts.tsx'
import { guestTexts, ownerText } from '../guest-forms/texts.ts'
import { useGuestSubmission } from '../guest-forms/use-guest-submission.ts'
import shared from '../shared.module.css'
import type { FormDraft } from './draft.ts'

interface Props {
  module: ModuleOf<'Form'>
  language: string
  siteId: string
  editMode: boolean
  /** The guest asked for the form (the show-form button) and has not sent it yet. */
  open: boolean
  /** Moves the focus to the first field when the form appears (after a click, not after a reload). */
  focusOnShow: boolean
  /** Whether the form is on the page, so the view can hide its show-form button. */
  onShownChange: (shown: boolean) => void
  /** The answer went through: the form is cleared and closed. */
  onClosed: () => void
  fallbackFocus: () => HTMLElement | null | undefined
}

/**
 * The Form module's form as guests fill it in (spec 001 section 4, Form module): loaded on the
 * show-form button, which fetches a post key; the owner's questions, checked with the server's
 * rules; on success the key and the form are cleared and a confirmation shows.
 */
export function FormGuest(props: Props) {
  const { module, language, siteId, editMode, open, focusOnShow, onShownChange, onClosed, fallbackFocus } =
    props
  const lang = guestLanguage(language)
  const t = guestTexts[lang]
  const elements = module.form.formElements
  const idBase = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [answers, setAnswers] = useState<Answers>(
    () => readDraft<FormDraft>(siteId, module.id)?.answers ?? {},
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<SendFailure | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [formShown, setFormShown] = useState(false)
  const submission = useGuestSubmission({ wanted: open, editMode, fetchKey: getFormSubmissionPostKey })

  useEffect(() => {
    if (open && submission.ready) setFormShown(true)
  }, [open, submission.ready])

  // The view hides its button once the form is there; the guest continues in the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows formShown only
  useEffect(() => {
    onShownChange(formShown)
    if (formShown && focusOnShow) {
      formRef.current
        ?.querySelector<HTMLElement>('input:not([name="website"]), button[type="submit"]')
        ?.focus()
    }
  }, [formShown])

  useEffect(() => {
    if (!open) return
    if (Object.values(answers).some((v) => v.trim() !== '')) {
      writeDraft(siteId, module.id, { answers } satisfies FormDraft)
    } else clearDraft(siteId, module.id)
  }, [open, answers, siteId, module.id])

  const setAnswer = (elementId: string, value: string) => {
    setAnswers((a) => ({ ...a, [elementId]: value }))
    setErrors((e) => {
      if (!e[elementId]) return e
      const { [elementId]: _fixed, ...rest } = e
      return rest
    })
  }

  const texts: Record<Outcome, [string, string]> = {
    SUCCESS: [
      ownerText(module.confirmationTitle, language, t.formConfirmationTitle),
      ownerText(module.confirmationText, language, t.formConfirmationText),
    ],
    SPAM: [t.spamTitle, t.botText],
    EDIT_MODE: [t.editModeTitle, t.editModeText],
  }

  const finish = (result: Outcome) => {
    setOutcome(result)
    setAnnouncement(texts[result].join(' '))
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (submission.sending) return
    const form = e.currentTarget
    const checked = checkGuest(elements, answers, t)
    setFailure(null)
    setAnnouncement('')
    if (hasErrors(checked.errors)) {
      flushSync(() => setErrors(checked.errors))
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setErrors({})
    const website = honeypotValue(form)
    const result = await submission.send((postKey) =>
      submitFormAnswer(siteId, {
        formElements: checked.submitted,
        postKey,
        formId: module.id,
        language,
        formTitle: lookupText(module.title, language),
        website,
      }),
    )
    switch (result.outcome) {
      case 'BUSY':
        return
      case 'SUCCESS':
        setAnswers({})
        setErrors({})
        setFormShown(false)
        clearDraft(siteId, module.id)
        submission.forgetKey()
        onClosed()
        finish('SUCCESS')
        return
      case 'SPAM':
      case 'EDIT_MODE':
        finish(result.outcome)
        return
      case 'FAILED': {
        const fields = result.error instanceof ApiError ? result.error.response?.fields : undefined
        const { perGuest, other } = serverFieldErrors(fields, elements, 1, t)
        setFailure({ title: t.formSendFailed, detail: serverMessage(result.error, lang), other })
        if (hasErrors(perGuest[0])) {
          flushSync(() => setErrors(perGuest[0] ?? {}))
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        }
      }
    }
  }

  return (
    <>
      {open &&
        !formShown &&
        (submission.keyError && !submission.keyLoading ? (
          <FailureAlert title={t.formLoadFailed} detail={serverMessage(submission.keyError, lang)}>
            <button
              type="button"
              className={shared.buttonSecondary}
              data-part={PART.buttonSecondary}
              onClick={submission.retryKey}
            >
              {t.retry}
            </button>
          </FailureAlert>
        ) : (
          <LoadingNote text={t.loadingForm} />
        ))}
      {open && formShown && (
        <form
          ref={formRef}
          className={styles.form}
          data-part={PART.form}
          noValidate
          aria-busy={submission.sending}
          onSubmit={onSubmit}
        >
          {elements.length > 0 && (
            <div className={styles.guest}>
              <FormFields
                elements={elements}
                answers={answers}
                errors={errors}
                onChange={setAnswer}
                idBase={idBase}
                language={language}
                t={t}
              />
            </div>
          )}
          <FormEnd
            failure={failure}
            honeypotLabel={t.honeypotLabel}
            sendLabel={ownerText(module.sendButton, language, t.sendButton)}
          />
        </form>
      )}
      <SubmissionStatus
        sending={submission.sending}
        announcement={announcement}
        outcome={outcome}
        texts={texts}
        t={t}
        onClose={() => setOutcome(null)}
        fallbackFocus={fallbackFocus}
      />
    </>
  )
}
