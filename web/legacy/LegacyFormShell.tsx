import type { FormEvent, ReactNode, Ref } from 'react'
import { OPEN_FORM_QUERY } from '#domain/forms/open-form-query.ts'
import type { PlainAnswerKind } from '#domain/forms/plain-answer.ts'
import { guestLanguage, guestTexts, Honeypot, PlainFields } from '#web/modules/index.ts'
import { type OpenGuestForm, useOptionalSite } from '#web/site/index.ts'
import { SendRow } from './fields.tsx'
import styles from './Legacy.module.css'

/** Where the legacy page is, for its forms to work without a script (as a V2 page's do). */
export interface LegacyPlace {
  /** The module's anchor on the page. */
  anchor: string
  language: string
}

/** The form the server rendered open for this module (?svara=, ?svar=, a refused post), and how a post without a script ended. */
export function useServedForm(moduleId: string) {
  const page = useOptionalSite()
  const served = page?.openForm?.moduleId === moduleId && !page.openForm.gift ? page.openForm : undefined
  const notice = page?.notice?.moduleId === moduleId ? page.notice : undefined
  return { served, notice }
}

/**
 * What opens a legacy form, as a real form: without a script a tap asks the server for the page
 * with the module's form open (its buttons name the count, if any).
 */
export function LegacyOpenForm({
  moduleId,
  plain,
  className,
  hidden,
  formRef,
  children,
}: {
  moduleId: string
  plain: LegacyPlace
  className: string | undefined
  hidden?: boolean
  formRef?: Ref<HTMLFormElement>
  children: ReactNode
}) {
  return (
    <form method="get" action={`#${plain.anchor}`} ref={formRef} className={className} hidden={hidden}>
      <input type="hidden" name={OPEN_FORM_QUERY.moduleId} value={moduleId} />
      {children}
    </form>
  )
}

/**
 * A legacy answer form. With the script it sends the legacy call (`onSend`); a form the server
 * rendered open also carries the plain post's fields, so it posts to the page without a script. A
 * change opened by a private answer link (?svar=) is posted that way with the script too: its
 * token travels as the plain post's field, never in the legacy call, whose payload has no such field
 * (spec 001 section 7), and the server replaces the answer it names.
 */
export function LegacyAnswerForm({
  kind,
  moduleId,
  plain,
  served,
  formTitle,
  count,
  busy,
  error,
  sendLabel,
  onSend,
  formRef,
  children,
}: {
  kind: PlainAnswerKind
  moduleId: string
  plain: LegacyPlace
  served: OpenGuestForm | undefined
  formTitle: string
  count: number
  busy: boolean
  error: string | null
  sendLabel: string | undefined
  onSend: (event: FormEvent) => void
  formRef?: Ref<HTMLFormElement>
  children: ReactNode
}) {
  const change = served?.answerToken !== undefined
  return (
    <form
      ref={formRef}
      method="post"
      action={`/#${plain.anchor}`}
      className={styles.form}
      onSubmit={change ? undefined : onSend}
      aria-busy={busy}
    >
      {served && (
        <PlainFields
          kind={kind}
          formId={moduleId}
          count={count}
          postKey={served.postKey}
          groupIdentifier={served.groupIdentifier}
          language={plain.language}
          formTitle={formTitle}
          answerToken={served.answerToken}
        />
      )}
      {children}
      {served && <Honeypot label={guestTexts[guestLanguage(plain.language)].honeypotLabel} />}
      <SendRow error={error ?? served?.failure?.detail ?? null} busy={busy && !change} label={sendLabel} />
    </form>
  )
}
