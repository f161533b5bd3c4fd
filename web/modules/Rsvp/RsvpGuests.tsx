import { type FormEvent, useEffect, useId, useState } from 'react'
import { flushSync } from 'react-dom'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { ApiError } from '#web/api/http.ts'
import { getRsvpPostKey } from '#web/api/rsvps-post-key.ts'
import { submitRsvp } from '#web/api/rsvps-submit.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { PART } from '#web/site/parts.ts'
import {
  type Answers,
  checkGuest,
  type FieldErrors,
  hasErrors,
  newGroupIdentifier,
  serverFieldErrors,
} from '../guest-forms/answers.ts'
import { clearDraft, readDraft, writeDraft } from '../guest-forms/drafts.ts'
import { FormFields } from '../guest-forms/FormFields.tsx'
import styles from '../guest-forms/GuestForm.module.css'
import { LoadingNote } from '../guest-forms/Loading.tsx'
import { guestLanguage } from '../guest-forms/language.ts'
import { type Outcome, SubmissionStatus } from '../guest-forms/OutcomeDialog.tsx'
import { FailureAlert, FormEnd, honeypotValue, type SendFailure } from '../guest-forms/parts.tsx'
import { guestTexts, guestTitle, ownerText } from '../guest-forms/texts.ts'
import { useGuestSubmission } from '../guest-forms/use-guest-submission.ts'
import shared from '../shared.module.css'
import type { RsvpDraft } from './draft.ts'

interface Props {
  module: ModuleOf<'Rsvp'>
  language: string
  siteId: string
  editMode: boolean
  /** The number of guests chosen, or null before a choice and after a sent answer. */
  count: number | null
  /** The answer went through: the guest list is cleared, so the choice of count is too. */
  onCleared: () => void
  /** Where the focus goes when a dialog closes and the form it came from is gone. */
  fallbackFocus: () => HTMLElement | null | undefined
}

/**
 * The RSVP form as guests fill it in (spec 001 section 4, RSVP guest view), loaded only once a
 * guest picks a number of guests: a post key, then one set of the owner's questions per guest,
 * checked here with the server's rules, sent once, and a dialog for how it ended. What a guest
 * has typed is never lost: it stays on a failure and is kept in sessionStorage until it is sent.
 */
export function RsvpGuests({ module, language, siteId, editMode, count, onCleared, fallbackFocus }: Props) {
  const lang = guestLanguage(language)
  const t = guestTexts[lang]
  const elements = module.form.formElements
  const idBase = useId()
  const [guests, setGuests] = useState<Answers[]>(() => readDraft<RsvpDraft>(siteId, module.id)?.guests ?? [])
  const [errors, setErrors] = useState<FieldErrors[]>([])
  const [failure, setFailure] = useState<SendFailure | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [formShown, setFormShown] = useState(false)
  const submission = useGuestSubmission({ wanted: count !== null, editMode, fetchKey: getRsvpPostKey })

  useEffect(() => {
    if (count !== null && submission.ready) setFormShown(true)
  }, [count, submission.ready])

  // Kept for a reload while anything is typed; gone once sent.
  useEffect(() => {
    if (count === null) return
    const typed = guests
      .slice(0, count)
      .some((g) => Object.values(g ?? {}).some((v) => typeof v === 'string' && v.trim() !== ''))
    if (typed) writeDraft(siteId, module.id, { count, guests } satisfies RsvpDraft)
    else clearDraft(siteId, module.id)
  }, [count, guests, siteId, module.id])

  const setAnswer = (guest: number, elementId: string, value: string) => {
    setGuests((list) => {
      const next = Array.from({ length: Math.max(list.length, guest + 1) }, (_, i) => list[i] ?? {})
      next[guest] = { ...next[guest], [elementId]: value }
      return next
    })
    setErrors((list) => {
      if (!list[guest]?.[elementId]) return list
      const next = [...list]
      const { [elementId]: _fixed, ...rest } = next[guest] ?? {}
      next[guest] = rest
      return next
    })
  }

  const texts: Record<Outcome, [string, string]> = {
    SUCCESS: [
      ownerText(module.confirmationTitle, language, t.rsvpConfirmationTitle),
      ownerText(module.confirmationText, language, t.rsvpConfirmationText),
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
    if (count === null || submission.sending) return
    const form = e.currentTarget
    const checked = Array.from({ length: count }, (_, i) => checkGuest(elements, guests[i] ?? {}, t))
    const found = checked.map((c) => c.errors)
    setFailure(null)
    setAnnouncement('')
    if (found.some(hasErrors)) {
      flushSync(() => setErrors(found))
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setErrors([])
    const website = honeypotValue(form)
    const result = await submission.send((postKey) =>
      submitRsvp(siteId, {
        guests: checked.map((c) => ({ formElements: c.submitted })),
        language,
        groupIdentifier: newGroupIdentifier(),
        postKey,
        formId: module.id,
        formTitle: lookupText(module.title, language),
        website,
      }),
    )
    switch (result.outcome) {
      case 'BUSY':
        return
      case 'SUCCESS':
        setGuests([])
        setErrors([])
        setFormShown(false)
        clearDraft(siteId, module.id)
        submission.forgetKey()
        onCleared()
        finish('SUCCESS')
        return
      case 'SPAM':
      case 'EDIT_MODE':
        finish(result.outcome)
        return
      case 'FAILED': {
        const fields = result.error instanceof ApiError ? result.error.response?.fields : undefined
        const { perGuest, other } = serverFieldErrors(fields, elements, count, t)
        setFailure({ title: t.rsvpSendFailed, detail: serverMessage(result.error, lang), other })
        if (perGuest.some(hasErrors)) {
          flushSync(() => setErrors(perGuest))
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        }
      }
    }
  }

  const guestTitleText = ownerText(module.guestIndexTitle, language, t.guestIndexTitle)

  return (
    <>
      {count !== null &&
        !formShown &&
        (submission.keyError && !submission.keyLoading ? (
          <FailureAlert title={t.rsvpLoadFailed} detail={serverMessage(submission.keyError, lang)}>
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
      {count !== null && formShown && (
        <form
          className={styles.form}
          data-part={PART.form}
          noValidate
          aria-busy={submission.sending}
          onSubmit={onSubmit}
        >
          {Array.from({ length: count }, (_, i) => (
            // The guests are numbered places; a guest is its index.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <fieldset key={i} className={styles.guest}>
              <legend className={styles.guestTitle}>{guestTitle(guestTitleText, i + 1)}</legend>
              <FormFields
                elements={elements}
                answers={guests[i] ?? {}}
                errors={errors[i]}
                onChange={(id, value) => setAnswer(i, id, value)}
                idBase={`${idBase}-${i}`}
                language={language}
                t={t}
              />
            </fieldset>
          ))}
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
