import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Household } from '#domain/households/household.ts'
import {
  type Audience,
  eventNotAnswered,
  LINK_PLACEHOLDER,
  NAME_PLACEHOLDER,
  REMINDER_TEMPLATES,
  type ReminderLanguage,
  SENDER_PLACEHOLDER,
} from '#domain/households/messages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useEvents } from '#web/programme/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { useSendLog } from './api/reminders-list.ts'
import { useSendReminder } from './api/reminders-send.ts'
import styles from './GuestList.module.css'

type AudienceKind = Audience['kind']

/**
 * The events a household is invited to, as the guest list gives them (`events`, the invitations'
 * part of issue 32); null, invited to every event, where the list gives none.
 */
function invitedIds(household: Household): string[] | null {
  const events = (household as Household & { events?: unknown }).events
  return Array.isArray(events) ? (events as string[]) : null
}

/** Writes a reminder from a template, chooses who gets it, sends it, and shows what was sent. */
export function ReminderComposer({
  siteId,
  households,
  languages,
  open,
  onOpenChange,
}: {
  siteId: string
  households: Household[]
  /** The site's languages: its guests read those. */
  languages: ReminderLanguage[]
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useTranslation()
  const language = useInterfaceLanguage()
  const id = useId()
  const send = useSendReminder(siteId)
  const log = useSendLog(siteId, open)
  const first: ReminderLanguage = languages.includes(language) ? language : (languages[0] ?? language)
  const [mailLanguage, setMailLanguage] = useState<ReminderLanguage>(first)
  const [kind, setKind] = useState<AudienceKind>('notAnswered')
  const tags = [...new Set(households.flatMap((h) => h.tags))].sort()
  const [tag, setTag] = useState(tags[0] ?? '')
  const [subject, setSubject] = useState(REMINDER_TEMPLATES[first].subject)
  const [body, setBody] = useState(REMINDER_TEMPLATES[first].body)

  // "Invited to X and not answered" (issue 32), where the site has several events.
  const programme = useEvents(siteId, open).data
  const events = programme && programme.events.length > 1 ? programme.events : []
  const [eventId, setEventId] = useState('')
  const chosenEvent = events.find((e) => e.id === eventId)?.id ?? events[0]?.id ?? ''
  const audience: Audience =
    kind === 'tag' ? { kind, tag } : kind === 'eventNotAnswered' ? { kind, eventId: chosenEvent } : { kind }
  const recipients = households.filter(
    (h) =>
      !h.unsubscribedAt &&
      h.members.some((m) => m.email) &&
      (kind === 'everyone' ||
        (kind === 'notAnswered' && h.status === 'none') ||
        (kind === 'answeredYes' && h.status === 'yes') ||
        (kind === 'tag' && h.tags.includes(tag)) ||
        (kind === 'eventNotAnswered' && eventNotAnswered(h, invitedIds(h), chosenEvent))),
  ).length

  const chooseLanguage = (next: ReminderLanguage) => {
    setMailLanguage(next)
    setSubject(REMINDER_TEMPLATES[next].subject)
    setBody(REMINDER_TEMPLATES[next].body)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate({ audience, language: mailLanguage, subject, body })
  }
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send.reset()
        onOpenChange(next)
      }}
      title={t('guestList.reminderTitle')}
      size="wide"
    >
      <form className={styles.editor} onSubmit={submit}>
        <div className={styles.editorGrid}>
          <div>
            <label className={styles.label} htmlFor={`${id}-who`}>
              {t('guestList.recipients')}
            </label>
            <select
              id={`${id}-who`}
              className={styles.input}
              value={kind}
              onChange={(e) => setKind(e.target.value as AudienceKind)}
            >
              <option value="notAnswered">{t('guestList.audience.notAnswered')}</option>
              <option value="everyone">{t('guestList.audience.everyone')}</option>
              <option value="answeredYes">{t('guestList.audience.answeredYes')}</option>
              {tags.length > 0 && <option value="tag">{t('guestList.audience.tag')}</option>}
              {events.length > 0 && (
                <option value="eventNotAnswered">{t('guestList.audience.eventNotAnswered')}</option>
              )}
            </select>
          </div>
          {kind === 'eventNotAnswered' && (
            <div>
              <label className={styles.label} htmlFor={`${id}-event`}>
                {t('guestList.audience.event')}
              </label>
              <select
                id={`${id}-event`}
                className={styles.input}
                value={chosenEvent}
                onChange={(e) => setEventId(e.target.value)}
              >
                {events.map((e) => (
                  <option key={e.id} value={e.id}>
                    {lookupText(e.title, programme?.languages[0] ?? 'sv')}
                  </option>
                ))}
              </select>
            </div>
          )}
          {kind === 'tag' && (
            <div>
              <label className={styles.label} htmlFor={`${id}-tag`}>
                {t('guestList.tags')}
              </label>
              <select
                id={`${id}-tag`}
                className={styles.input}
                value={tag}
                onChange={(e) => setTag(e.target.value)}
              >
                {tags.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label className={styles.label} htmlFor={`${id}-lang`}>
              {t('guestList.mailLanguage')}
            </label>
            <select
              id={`${id}-lang`}
              className={styles.input}
              value={mailLanguage}
              onChange={(e) => chooseLanguage(e.target.value as ReminderLanguage)}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(`guestList.languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={styles.meta} aria-live="polite">
          {t('guestList.recipientCount', { count: recipients })}
        </p>
        <label className={styles.label} htmlFor={`${id}-subject`}>
          {t('guestList.subject')}
        </label>
        <input
          id={`${id}-subject`}
          className={styles.input}
          value={subject}
          required
          maxLength={200}
          onChange={(e) => setSubject(e.target.value)}
        />
        <label className={styles.label} htmlFor={`${id}-body`}>
          {t('guestList.message')}
        </label>
        <textarea
          id={`${id}-body`}
          className={styles.input}
          rows={8}
          value={body}
          required
          maxLength={5000}
          aria-describedby={`${id}-body-hint`}
          onChange={(e) => setBody(e.target.value)}
        />
        <p id={`${id}-body-hint`} className={styles.meta}>
          {t('guestList.placeholders', {
            link: LINK_PLACEHOLDER,
            name: NAME_PLACEHOLDER,
            sender: SENDER_PLACEHOLDER,
          })}
        </p>
        {send.isError && (
          <p className={styles.error} role="alert">
            {serverMessage(send.error, language)}
          </p>
        )}
        {send.isSuccess && <p role="status">{t('guestList.sent', { count: send.data.recipients })}</p>}
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={send.isPending || recipients === 0 || !body.includes(LINK_PLACEHOLDER)}
          >
            {send.isPending ? t('guestList.sending') : t('guestList.send', { count: recipients })}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('guestList.close')}
          </Button>
        </div>
      </form>
      <section className={styles.sendLog} aria-labelledby={`${id}-log`}>
        <h3 id={`${id}-log`} className={styles.panelTitle}>
          {t('guestList.sendLog')}
        </h3>
        {log.data?.sends.length === 0 && <p className={styles.meta}>{t('guestList.noSends')}</p>}
        <ul className={styles.previewList}>
          {log.data?.sends.map((s) => (
            <li key={s._id}>
              <details>
                <summary>
                  {time(s.createdAt)} · {s.subject} ·{' '}
                  {t('guestList.recipientCount', { count: s.recipients.length })}
                </summary>
                <ul>
                  {s.recipients.map((r) => (
                    <li key={`${s._id}-${r.householdName}-${r.to}`}>
                      {r.householdName} <span className={styles.meta}>{r.to}</span>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </Dialog>
  )
}
