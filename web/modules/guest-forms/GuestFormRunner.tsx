import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { SubmittedElement } from '#domain/forms/answers.ts'
import type { Form } from '#domain/forms/elements.ts'
import { plainFieldName } from '#domain/forms/plain-answer.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import { ApiError } from '#web/api/http.ts'
import { PART, useOptionalSite } from '#web/site/index.ts'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import {
  type Answers,
  checkGuest,
  type FieldErrors,
  hasErrors,
  newGroupIdentifier,
  serverFieldErrors,
} from './answers.ts'
import {
  clearDraft,
  type DraftFormat,
  draftAnswerToken,
  draftGroupIdentifier,
  readDraft,
  withGroupIdentifier,
  writeDraft,
} from './drafts.ts'
import { FormFields } from './FormFields.tsx'
import { failureDetail, isNetworkFailure } from './failure.ts'
import styles from './GuestForm.module.css'
import { guestLanguage } from './language.ts'
import { type Outcome, SubmissionStatus } from './OutcomeDialog.tsx'
import { PlainFields } from './PlainFields.tsx'
import { FailureAlert, FormEnd, honeypotValue, type SendFailure } from './parts.tsx'
import { newAnswerToken, privateAnswerLink, type SentAnswer, writeSentAnswer } from './sent-answers.ts'
import { type GuestTexts, guestTexts, guestTitle, ownerText } from './texts.ts'
import { useGuestSubmission } from './use-guest-submission.ts'

/** What the runner reads of a module that asks its guests questions. */
export interface QuestionModule {
  id: string
  title?: Text | undefined
  form: Form
  sendButton?: Text | undefined
  confirmationTitle?: Text | undefined
  confirmationText?: Text | undefined
  /** The title of each numbered guest, when the module answers for several. */
  guestIndexTitle?: Text | undefined
}

/** One answer as the kind of form sends it: each guest's elements and what every answer carries. */
export interface GuestAnswer {
  guests: SubmittedElement[][]
  /** The same for every retry of one answer, so a retry after a lost reply is stored once. */
  groupIdentifier: string
  /** The guest's private secret for the answer (RSVP only): with it, a later send replaces it. */
  answerToken?: string
  postKey: string
  formId: string
  language: string
  formTitle: string
  website: string
}

/** What differs between the kinds of guest form: where they send, their texts and their draft. */
export interface GuestFormKind {
  /** A post key for an answer on the site (the server binds the key to it). */
  fetchKey: (siteId: string) => Promise<{ key: string }>
  send: (siteId: string, answer: GuestAnswer) => Promise<{ invertedSuccess: boolean }>
  draft: DraftFormat
  /** Each guest in a fieldset titled with its number, rather than one guest's fields as they are. */
  numbered: boolean
  texts: (t: GuestTexts) => {
    loadFailed: string
    sendFailed: string
    confirmationTitle: string
    confirmationText: string
  }
}

export interface GuestFormProps {
  module: QuestionModule
  language: string
  siteId: string
  editMode: boolean
  /** The number of guests answered for, or null before the guest asks and after a sent answer. */
  count: number | null
  /** Moves the focus to the first field when the form appears (after a click, not after a reload). */
  focusOnShow?: boolean
  /** Whether the form is on the page, so the view can hide what brought it. */
  onShownChange?: (shown: boolean) => void
  /** The answer went through: the form is cleared, so the view's choice is too. */
  onSent: () => void
  /** Where the focus goes when a dialog closes and the form it came from is gone. */
  fallbackFocus: () => HTMLElement | null | undefined
  /** The sent answer being changed: its answers, group and token (issue 21). */
  editing?: SentAnswer | undefined
}

const typed = (answers: Answers | undefined) =>
  Object.values(answers ?? {}).some((v) => typeof v === 'string' && v.trim() !== '')

/**
 * A guest form as guests fill it in (spec 001 section 4, RSVP guest view and Form module), loaded
 * only once a guest asks for it: a post key, then one set of the owner's questions per guest,
 * checked here with the server's rules, sent once, and a dialog for how it ended. What a guest
 * has typed is never lost: it stays on a failure and is kept in sessionStorage until it is sent.
 */
export function GuestFormRunner({ kind, ...props }: GuestFormProps & { kind: GuestFormKind }) {
  const { module, language, siteId, editMode, count, focusOnShow = false, onSent, fallbackFocus } = props
  const lang = guestLanguage(language)
  const t = guestTexts[lang]
  const kindTexts = kind.texts(t)
  const elements = module.form.formElements
  const idBase = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // The server rendered this form open: its answers and group are the page's, not a draft's.
  const served = useOptionalSite()?.openForm
  const plain = served?.moduleId === module.id ? served : undefined
  const { editing } = props
  const [guests, setGuests] = useState<Answers[]>(
    () => editing?.guests ?? plain?.answers ?? kind.draft.guests(readDraft(siteId, module.id)),
  )
  const [groupIdentifier, setGroupIdentifier] = useState(
    () =>
      editing?.groupIdentifier ??
      plain?.groupIdentifier ??
      draftGroupIdentifier(readDraft(siteId, module.id)) ??
      newGroupIdentifier(),
  )
  // Kept with the draft, so a send after a reload still carries the token of the group.
  const [answerToken, setAnswerToken] = useState(
    () => editing?.token ?? draftAnswerToken(readDraft(siteId, module.id)) ?? newAnswerToken(),
  )
  const { anchor } = useViewSite(language)
  const [errors, setErrors] = useState<FieldErrors[]>(() =>
    plain?.failure ? serverFieldErrors(plain.failure.fields, elements, plain.count, t).perGuest : [],
  )
  const [failure, setFailure] = useState<SendFailure | null>(() =>
    plain?.failure ? { title: plain.failure.title, detail: plain.failure.detail, other: [] } : null,
  )
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [sentLink, setSentLink] = useState<string | null>(null)
  const fetchKey = useCallback(() => kind.fetchKey(siteId), [kind, siteId])
  const submission = useGuestSubmission({ wanted: count !== null, editMode, fetchKey })
  // The form shows at once; its key arrives meanwhile, and sending waits for it if it has not.
  const formShown = count !== null

  // The view may hide what brought the form once it is there; the guest continues in the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows formShown only
  useEffect(() => {
    props.onShownChange?.(formShown)
    if (formShown && focusOnShow) {
      formRef.current
        ?.querySelector<HTMLElement>('input:not([name="website"]), button[type="submit"]')
        ?.focus()
    }
  }, [formShown])

  // Kept for a reload while anything is typed; gone once sent. Written as the typing renders, not
  // after the next frame: a reload right after a keystroke (a flaky line) must not lose it.
  useLayoutEffect(() => {
    if (count === null) return
    if (guests.slice(0, count).some(typed)) {
      const draft = withGroupIdentifier(kind.draft.write(count, guests), groupIdentifier)
      writeDraft(siteId, module.id, kind.numbered ? { ...(draft as object), answerToken } : draft)
    } else clearDraft(siteId, module.id)
  }, [count, guests, groupIdentifier, answerToken, siteId, module.id, kind])

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
      ownerText(module.confirmationTitle, language, kindTexts.confirmationTitle),
      ownerText(module.confirmationText, language, kindTexts.confirmationText),
    ],
    SPAM: [t.spamTitle, t.botText],
    EDIT_MODE: [t.editModeTitle, t.editModeText],
  }

  const finish = (result: Outcome) => {
    setOutcome(result)
    setAnnouncement(texts[result].join(' '))
  }

  const showErrors = (form: HTMLFormElement, found: FieldErrors[]) => {
    flushSync(() => setErrors(found))
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (count === null || submission.sending) return
    const form = e.currentTarget
    const checked = Array.from({ length: count }, (_, i) => checkGuest(elements, guests[i] ?? {}, t))
    const found = checked.map((c) => c.errors)
    setFailure(null)
    setAnnouncement('')
    if (found.some(hasErrors)) return showErrors(form, found)
    setErrors([])
    const website = honeypotValue(form)
    const result = await submission.send((postKey) =>
      kind.send(siteId, {
        guests: checked.map((c) => c.submitted),
        groupIdentifier,
        postKey,
        formId: module.id,
        language,
        formTitle: lookupText(module.title, language),
        website,
        ...(kind.numbered ? { answerToken } : {}),
      }),
    )
    switch (result.outcome) {
      case 'BUSY':
        return
      case 'SUCCESS':
        if (kind.numbered) {
          const sent = { token: answerToken, groupIdentifier, count, guests: guests.slice(0, count) }
          writeSentAnswer(siteId, module.id, { ...sent, sentAt: new Date().toISOString() })
          setSentLink(privateAnswerLink(location.origin, language, answerToken, anchor(module.id)))
        }
        setAnswerToken(newAnswerToken())
        setGuests([])
        setErrors([])
        clearDraft(siteId, module.id)
        setGroupIdentifier(newGroupIdentifier())
        submission.forgetKey()
        onSent()
        finish('SUCCESS')
        return
      case 'SPAM':
      case 'EDIT_MODE':
        finish(result.outcome)
        return
      case 'FAILED': {
        const fields = result.error instanceof ApiError ? result.error.response?.fields : undefined
        const { perGuest, other } = serverFieldErrors(fields, elements, count, t)
        setFailure({
          title: kindTexts.sendFailed,
          detail: failureDetail(result.error, lang, t),
          other,
          ...(isNetworkFailure(result.error) ? { retry: t.retry } : {}),
        })
        if (perGuest.some(hasErrors)) showErrors(form, perGuest)
      }
    }
  }

  const fieldsOf = (i: number) => (
    <FormFields
      elements={elements}
      answers={guests[i] ?? {}}
      errors={errors[i]}
      onChange={(id, value) => setAnswer(i, id, value)}
      idBase={kind.numbered ? `${idBase}-${i}` : idBase}
      nameOf={(elementId) => plainFieldName(i, elementId)}
      language={language}
      t={t}
    />
  )
  const guestTitleText = ownerText(module.guestIndexTitle, language, t.guestIndexTitle)

  return (
    <>
      {count !== null && submission.keyError && !submission.keyLoading && !failure && (
        <FailureAlert title={kindTexts.loadFailed} detail={failureDetail(submission.keyError, lang, t)}>
          <button
            type="button"
            className={shared.buttonSecondary}
            data-part={PART.buttonSecondary}
            onClick={submission.retryKey}
          >
            {t.retry}
          </button>
        </FailureAlert>
      )}
      {count !== null && formShown && (
        <form
          ref={formRef}
          className={styles.form}
          data-part={PART.form}
          // Without a script the browser posts the same fields to the page's address.
          method="post"
          noValidate
          aria-busy={submission.sending}
          onSubmit={onSubmit}
        >
          {plain && (
            <PlainFields
              kind={kind.numbered ? 'rsvp' : 'form'}
              formId={module.id}
              count={count}
              postKey={plain.postKey}
              answerToken={plain.answerToken}
              groupIdentifier={groupIdentifier}
              language={language}
              formTitle={lookupText(module.title, language)}
            />
          )}
          {kind.numbered
            ? Array.from({ length: count }, (_, i) => (
                // The guests are numbered places; a guest is its index.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <fieldset key={i} className={styles.guest} data-guest="">
                  <legend className={styles.guestTitle}>{guestTitle(guestTitleText, i + 1)}</legend>
                  {fieldsOf(i)}
                </fieldset>
              ))
            : elements.length > 0 && <div className={styles.guest}>{fieldsOf(0)}</div>}
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
        link={outcome === 'SUCCESS' && sentLink ? { label: t.privateLink, href: sentLink } : undefined}
      />
    </>
  )
}
