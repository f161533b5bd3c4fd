import type { MouseEvent } from 'react'
import { guestEventForm } from '#domain/forms/event-questions.ts'
import { OPEN_FORM_QUERY } from '#domain/forms/open-form-query.ts'
import type { RsvpModule } from '#domain/modules/rsvp.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { InvitationField } from '#web/guests/index.ts'
import type { PublicTexts } from '#web/site/index.ts'
import { PART, useOptionalSite } from '#web/site/index.ts'
import type { SentAnswer } from '../guest-forms/sent-answers.ts'
import shared from '../shared.module.css'
import styles from './View.module.css'

export interface AnsweredProps {
  module: RsvpModule
  language: string
  answer: SentAnswer
  texts: PublicTexts
  /** The private link to the answer, for another device; none for a household's answer another device sent. */
  link: string | null
  /** The answer is the household's of a personal link (issue 30), whichever device sent it. */
  household: boolean
  /** Changing the answer, unless the owner turned it off or the last day has passed. */
  onChange: (() => void) | null
  /** The module's anchor on the page, where the form opens again without a script. */
  anchor: string
}

/** "You have answered": each guest's answers as sent, the private link, and the way to change them. */
export function Answered({
  module,
  language,
  answer,
  texts,
  link,
  household,
  onChange,
  anchor,
}: AnsweredProps) {
  // The events this guest sees: where several, their yes or no and their questions (issue 32).
  const events = useOptionalSite()?.events
  const elements = events?.length
    ? guestEventForm(module.form.formElements, events)
    : module.form.formElements
  const shown = (answers: Record<string, string>) =>
    elements.flatMap((element) => {
      const value = answers[element.id]
      if (!value) return []
      const text =
        element.formElementType === 'SingleSelect'
          ? lookupText(element.options?.find((o) => o.id === value)?.text, language)
          : value
      return text ? [{ id: element.id, label: lookupText(element.label, language), text }] : []
    })
  return (
    <section className={styles.answered} aria-labelledby={`${module.id}-answered`}>
      <h3 id={`${module.id}-answered`} className={styles.answeredTitle}>
        {household ? texts.householdAnsweredTitle : texts.answeredTitle}
      </h3>
      {answer.guests.map((guest, i) => (
        // The guests are numbered places; a guest is its index.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <dl key={i} className={styles.answeredGuest}>
          {shown(guest).map((row) => (
            <div key={row.id} className={styles.answeredRow}>
              {/* A question that ends in its own mark ('Kommer du?') takes no colon after it. */}
              <dt>{/[?:!.]$/.test(row.label) ? row.label : `${row.label}:`}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
      ))}
      {onChange && (
        // Without a script (a household's answer the server shows), the button asks the server for
        // the page with the form open for as many guests; the personal page fills in their answers.
        <form method="get" action={`#${anchor}`} className={styles.answeredChange}>
          <input type="hidden" name={OPEN_FORM_QUERY.moduleId} value={module.id} />
          <InvitationField />
          <button
            type="submit"
            name={OPEN_FORM_QUERY.count}
            value={answer.guests.length}
            className={shared.button}
            data-part={PART.button}
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
              event.preventDefault()
              onChange()
            }}
          >
            {texts.changeAnswer}
          </button>
        </form>
      )}
      {link && (
        <p className={styles.answeredLink}>
          {texts.privateLinkLabel} <a href={link}>{link}</a>
        </p>
      )}
    </section>
  )
}
