import { type MouseEvent, Suspense, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { answersClosed } from '#domain/forms/answer-window.ts'
import { OPEN_FORM_QUERY } from '#domain/forms/open-form-query.ts'
import type { InvitationAnswer } from '#domain/households/household.ts'
import { getRsvpAnswer } from '#web/api/rsvps-answer.ts'
import { InvitationField, InvitationGreeting, useInvitation, WrongInvitationCode } from '#web/guests/index.ts'
import {
  EditableText,
  fillText,
  PART,
  useEarlyFormHtml,
  useInlineEditing,
  useOptionalSite,
} from '#web/site/index.ts'
import { groupDraft } from '../guest-forms/drafts.ts'
import { lazyRunner } from '../guest-forms/lazy-runner.ts'
import { EditedButtonLabel, QuestionModuleFrame, useKeptDraft } from '../guest-forms/QuestionModuleFrame.tsx'
import {
  ANSWER_LINK_PARAM,
  newAnswerToken,
  privateAnswerLink,
  readSentAnswer,
  type SentAnswer,
  writeSentAnswer,
} from '../guest-forms/sent-answers.ts'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import type { AnsweredProps } from './Answered.tsx'
import { opensFormAtOnce, takesEarlyForm } from './at-once.ts'
import { guestChoices } from './guest-choices.ts'
import styles from './View.module.css'

// Only a guest who has answered sees the answer; the page's first script stays without it. The
// server has it at hand, for a personal page whose household has answered (issue 30).
export const answeredView = lazyRunner<AnsweredProps>(() => import('./Answered.tsx').then((m) => m.Answered))

// The form, its checks and sending load only once a guest picks a number of guests.
export const rsvpForm = lazyRunner(() => import('./RsvpGuests.tsx').then((m) => m.RsvpGuests))

/**
 * The RSVP module as guests first see it: title, text and the guest-count selector (a single
 * button when only one guest may answer, or that guest's form at once when the owner chose so).
 * Picking a count brings the per-guest form.
 */
export function RsvpView({ module, language }: ModuleViewProps<'Rsvp'>) {
  const { site, uiLanguage, editMode, openForm, anchor, texts } = useViewSite(language)
  const editing = useInlineEditing() !== null
  // A household's personal link (issue 22) offers at most its members and extra guests.
  const { invitation } = useInvitation(site?._id ?? '', !editMode)
  const pageSite = useOptionalSite()
  const served = pageSite?.invitation
  const wrongCode = !editMode && served?.household === null
  const choices = guestChoices(module.maxNumberOfGuests).slice(0, invitation?.guestLimit)
  const opened = openForm?.moduleId === module.id ? Math.min(openForm.count, choices.length) : null
  const [selected, setSelected] = useState<number | null>(opened)
  const [started, setStarted] = useState(opened !== null)
  const labelId = useId()
  const selector = useRef<HTMLFormElement>(null)
  const siteId = site?._id ?? ''

  const pick = (n: number) => {
    setSelected(n)
    setStarted(true)
  }
  // The form the early-tap script opened before this script ran (or before this form's code had
  // come), while its answers move over.
  const early = useRef<HTMLDivElement>(null)
  const earlyHtml = useEarlyFormHtml(module.id)
  const [adopting, setAdopting] = useState(false)
  const adoptionStarted = useRef(false)
  const earlyOpen = () => early.current?.hidden === false
  useKeptDraft(siteId, module.id, groupDraft, choices.length, pick, () => opened !== null || earlyOpen())
  const adoptEarly = () => {
    if (adoptionStarted.current || !earlyOpen()) return
    adoptionStarted.current = true
    setAdopting(true)
    // The guest goes on typing in the early form until this form's code is here.
    Promise.all([rsvpForm.preload(), import('./early-form.ts')])
      .then(([, { adoptEarlyForm }]) =>
        adoptEarlyForm(early.current, selector.current?.parentElement, {
          siteId,
          moduleId: module.id,
          max: choices.length,
          elements: module.form.formElements,
          events: pageSite?.events,
          open: (count) =>
            flushSync(() => {
              pick(count)
              setAdopting(false)
            }),
        }),
      )
      // Without this code (offline) the early form still posts without it.
      .catch(() => {})
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(adoptEarly, [])

  // A personal link shows the household's answer (issue 30), whichever of its devices sent it; this
  // browser's own answer only while it is still the household's.
  const householdAnswer = editMode ? undefined : invitation?.answers?.find((a) => a.formId === module.id)
  // What this browser sent, or what a private link opens (issue 21); read after hydration. The
  // household's answer of a page the server rendered for it is there from the first render, so a
  // guest without a script sees it too, and the script takes over the same answer.
  const [sent, setSent] = useState<SentAnswer | null>(() =>
    householdAnswer ? householdSent(householdAnswer) : null,
  )
  const [othersAnswer, setOthersAnswer] = useState(householdAnswer !== undefined)
  const [changing, setChanging] = useState<SentAnswer | null>(null)
  const closed = !editMode && answersClosed(module, new Date())
  const atOnce = opensFormAtOnce(module) && !closed
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const kept = editMode || !siteId ? null : readSentAnswer(siteId, module.id)
    // A guest who has answered finds the answer, as without the option, unless the page was asked
    // for with this form open or came back with a refused post.
    const asked = new URLSearchParams(location.search).get(OPEN_FORM_QUERY.moduleId) === module.id
    const showAnswer = () => {
      if (atOnce && !asked && !openForm?.failure) setSelected(null)
    }
    if (atOnce && kept) showAnswer()
    else if (atOnce && selected === null && !householdAnswer) pick(1)
    if (editMode || !siteId) return
    if (kept) setSent(kept)
    // The server opened this answer's form for its private link, for a guest without a script to
    // change it there; with the script the guest first sees the answer, with its change button.
    const servedChange = openForm?.moduleId === module.id && !!openForm.answerToken && !openForm.failure
    const token = new URLSearchParams(location.search).get(ANSWER_LINK_PARAM)
    if (servedChange && kept && token === kept.token) setSelected(null)
    if (!token || token === kept?.token) return
    getRsvpAnswer(siteId, token)
      .then((answer) => {
        if (answer.formId !== module.id) return
        const opened = {
          token,
          groupIdentifier: answer.groupIdentifier,
          count: answer.guests.length,
          guests: answer.guests,
          sentAt: answer.changedAt ?? answer.createdAt,
        }
        writeSentAnswer(siteId, module.id, opened)
        setSent(opened)
        showAnswer()
        if (servedChange) setSelected(null)
      })
      .catch(() => {})
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the household's answer only
  useEffect(() => {
    if (!householdAnswer || !siteId) return
    // This browser sent it: its own answer, with its private link (read by the effect above).
    const own = readSentAnswer(siteId, module.id)?.groupIdentifier === householdAnswer.groupIdentifier
    setOthersAnswer(!own)
    if (!own) setSent(householdSent(householdAnswer))
  }, [householdAnswer?.groupIdentifier])
  // Each change starts the form afresh with the sent answers; its confirmation stays after sending.
  const [run, setRun] = useState(0)
  const change = () => {
    if (!sent) return
    setRun((n) => n + 1)
    // Another device's answer is changed from here as a new party with its own random group and
    // token; the server replaces the household's answer by it.
    setChanging(othersAnswer ? { ...sent, token: newAnswerToken(), groupIdentifier: newAnswerToken() } : sent)
    pick(Math.min(sent.count, choices.length))
  }
  const Runner = rsvpForm.useRunner(started)
  const Answered = answeredView.useRunner(sent !== null)
  // A guest who opened the form will see the answer once it is sent: its code comes meanwhile.
  useEffect(() => {
    if (started) void answeredView.preload().catch(() => {})
  }, [started])
  const preload = () => void rsvpForm.preload().catch(() => {})
  // A real button of a real form: before the script has run, or without one, a tap asks the
  // server for the page with the form open for that many guests.
  const choose = (n: number) => ({
    type: 'submit' as const,
    name: OPEN_FORM_QUERY.count,
    value: n,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // Until the form's code is here, the early form the page carries opens at once instead of a
      // wait for it: this click's submit goes on to the early-tap script, which opens it as before
      // the script ran, and this form takes it over as typed when the code has come.
      if (!rsvpForm.isLoaded() && early.current?.querySelector('form')) {
        addEventListener('submit', adoptEarly, { once: true })
        return
      }
      event.preventDefault()
      pick(n)
    },
    onPointerEnter: preload,
    onFocus: preload,
  })

  return (
    <QuestionModuleFrame
      module={module}
      language={language}
      className={styles.root}
      form={
        Runner
          ? {
              Runner,
              count: selected,
              editing: changing ?? undefined,
              runKey: String(run),
              onSent: () => {
                setSelected(null)
                setChanging(null)
                setOthersAnswer(false)
                setSent(readSentAnswer(siteId, module.id))
              },
              fallbackFocus: () =>
                selector.current?.querySelector('button') ??
                document.getElementById(`${module.id}-answered`)?.parentElement?.querySelector('button'),
            }
          : null
      }
    >
      {invitation && <InvitationGreeting invitation={invitation} language={language} />}
      {wrongCode && <WrongInvitationCode language={language} />}
      {module.lastAnswerDate && !closed && !sent && (
        <p className={styles.closed}>
          {fillText(texts.lastAnswerDay, { date: shownDate(module.lastAnswerDate, language) })}
        </p>
      )}
      {closed ? (
        <p className={styles.closed}>
          {fillText(texts.answersClosed, { date: shownDate(module.lastAnswerDate ?? '', language) })}
        </p>
      ) : sent && Answered && selected === null && !adopting ? (
        <Suspense fallback={null}>
          <Answered
            module={module}
            language={language}
            answer={sent}
            texts={texts}
            link={
              othersAnswer
                ? null
                : privateAnswerLink(location.origin, language, sent.token, anchor(module.id))
            }
            household={householdAnswer !== undefined || othersAnswer}
            onChange={module.answersChangeable === false ? null : change}
            anchor={anchor(module.id)}
          />
        </Suspense>
      ) : (
        // With the form there at once, the one guest's button would only repeat it.
        !(atOnce && selected !== null) && (
          <>
            <form method="get" action={`#${anchor(module.id)}`} ref={selector} className={styles.way}>
              <input type="hidden" name={OPEN_FORM_QUERY.moduleId} value={module.id} />
              <InvitationField />
              {choices.length === 1 ? (
                <div className={styles.single}>
                  {editing ? (
                    <EditedButtonLabel
                      module={module}
                      field="oneGuestRsvpButton"
                      language={language}
                      className={styles.editedButton}
                    />
                  ) : (
                    <button
                      {...choose(1)}
                      className={shared.button}
                      data-part={PART.button}
                      aria-pressed={selected === 1}
                    >
                      {moduleText(module.oneGuestRsvpButton, 'oneGuestRsvpButton', language, uiLanguage)}
                    </button>
                  )}
                </div>
              ) : (
                <div className={styles.selector}>
                  <p id={labelId} className={styles.question}>
                    {editing ? (
                      <EditableText
                        as="span"
                        text={module.selectNumberOfGuestsText}
                        path={['selectNumberOfGuestsText']}
                        language={language}
                      />
                    ) : (
                      moduleText(
                        module.selectNumberOfGuestsText,
                        'selectNumberOfGuestsText',
                        language,
                        uiLanguage,
                      )
                    )}
                  </p>
                  {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs */}
                  <div
                    role="group"
                    aria-labelledby={labelId}
                    className={styles.choices}
                    data-part={PART.field}
                  >
                    {choices.map((n) => (
                      <button key={n} {...choose(n)} className={styles.choice} aria-pressed={selected === n}>
                        {n}
                      </button>
                    ))}
                  </div>
                </div>
              )}
            </form>
            {!editMode && !started && takesEarlyForm(module, openForm?.moduleId) && (
              <div
                ref={early}
                hidden
                data-early-form={`/api/rsvps/post-key?siteId=${encodeURIComponent(siteId)}`}
                suppressHydrationWarning
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server render of this module's form; the browser leaves it as the server sent it
                dangerouslySetInnerHTML={{ __html: earlyHtml ?? '' }}
              />
            )}
          </>
        )
      )}
    </QuestionModuleFrame>
  )
}

/** The household's answer as this browser's own would be kept, without the private token. */
function householdSent(answer: InvitationAnswer): SentAnswer {
  return {
    token: '',
    groupIdentifier: answer.groupIdentifier,
    count: answer.guests.length,
    guests: answer.guests,
    sentAt: answer.answeredAt,
  }
}

/** The owner's last day, 'YYYY-MM-DD', as the page language writes a date. */
function shownDate(date: string, language: string): string {
  const parsed = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  try {
    return new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(parsed)
  } catch {
    return date
  }
}
