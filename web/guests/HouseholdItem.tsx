import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Household } from '#domain/households/household.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useEvents } from '#web/programme/index.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import { useDeleteHousehold } from './api/households-delete.ts'
import { EventChips } from './EventChips.tsx'
import styles from './GuestList.module.css'
import type { GuestEvent } from './guest-events.ts'
import { HouseholdEditor } from './HouseholdEditor.tsx'

const NO_EVENTS: readonly GuestEvent[] = []

const qrUrl = (link: string, download = false) =>
  `/api/qr/${encodeURIComponent(link)}${download ? '?format=png' : ''}`

/**
 * Who of the household comes to which event (issue 32), compact: "Middag: Anna, Bo kommer; Eva
 * kommer inte". Titles from the programme; an event deleted since is named so.
 */
function HouseholdEvents({
  siteId,
  answers,
}: {
  siteId: string
  answers: NonNullable<Household['eventAnswers']>
}) {
  const { t } = useTranslation()
  const programme = useEvents(siteId).data
  const language = programme?.languages[0] ?? 'sv'
  const ids = [...(programme?.events ?? []).map((e) => e.id), ...Object.keys(answers)]
  return (
    <ul className={styles.answers} aria-label={t('guestList.byEvent')}>
      {[...new Set(ids)]
        .filter((id) => answers[id])
        .map((id) => {
          const event = programme?.events.find((e) => e.id === id)
          const { yes = [], no = [] } = answers[id] ?? {}
          const names = (list: string[]) => list.map((n) => n || t('guestList.unnamedGuest')).join(', ')
          return (
            <li key={id} data-event-answers={id}>
              <strong>{event ? lookupText(event.title, language) : t('guestList.deletedEvent')}</strong>:{' '}
              {[
                yes.length ? `${names(yes)} ${t('guestList.eventComes')}` : '',
                no.length ? `${names(no)} ${t('guestList.eventDoesNotCome')}` : '',
              ]
                .filter(Boolean)
                .join('; ')}
            </li>
          )
        })}
    </ul>
  )
}

/**
 * One household in the list: a summary line, opened in place to its link, QR, answers and editor.
 * With several events (issue 32) the line marks the events it is invited to, and a checkbox
 * selects it for "Bjud in till…".
 */
export const HouseholdItem = memo(function HouseholdItem({
  siteId,
  household,
  open,
  onToggle,
  events = NO_EVENTS,
  selected,
  onSelect,
}: {
  siteId: string
  household: Household
  open: boolean
  onToggle: (id: string) => void
  events?: readonly GuestEvent[]
  /** Given with onSelect: the row can be selected for a bulk action. */
  selected?: boolean
  onSelect?: (id: string, selected: boolean) => void
}) {
  const { t } = useTranslation()
  const panelId = `household-${household._id}`
  const people = household.members.length + household.extraGuests
  const withEvents = events.length > 0
  return (
    <li className={styles.item} data-status={household.status} data-selectable={onSelect ? '' : undefined}>
      {onSelect && (
        <label className={styles.select}>
          <input
            type="checkbox"
            checked={selected ?? false}
            aria-label={t('guestList.selectHousehold', { name: household.name })}
            onChange={(e) => onSelect(household._id, e.target.checked)}
          />
        </label>
      )}
      <button
        type="button"
        className={styles.summary}
        data-events={withEvents ? '' : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(household._id)}
      >
        <span className={styles.name}>{household.name}</span>
        <span className={styles.meta}>
          {household.members.map((m) => m.name).join(', ') || t('guestList.noMembers')}
          {household.extraGuests > 0 && ` ${t('guestList.plusExtra', { count: household.extraGuests })}`}
        </span>
        <span className={styles.tags}>
          {household.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </span>
        <span className={styles.status} data-status={household.status}>
          {t(`guestList.status.${household.status}`)}
          <span className={styles.visuallyHidden}>, {t('guestList.people', { count: people })}</span>
        </span>
        {withEvents && (
          <EventChips events={events} invited={household.events} answers={household.eventAnswers} />
        )}
      </button>
      {open && (
        <HouseholdPanel
          id={panelId}
          siteId={siteId}
          household={household}
          events={events}
          onClose={() => onToggle(household._id)}
        />
      )}
    </li>
  )
})

function HouseholdPanel({
  id,
  siteId,
  household,
  events,
  onClose,
}: {
  id: string
  siteId: string
  household: Household
  events: readonly GuestEvent[]
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const language = useInterfaceLanguage()
  const [editing, setEditing] = useState(false)
  const [copied, setCopied] = useState(false)
  const remove = useDeleteHousehold(siteId)
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  if (editing) {
    return (
      <div id={id} className={styles.panel}>
        <HouseholdEditor
          siteId={siteId}
          household={household}
          events={events}
          onDone={() => setEditing(false)}
        />
      </div>
    )
  }
  return (
    <div id={id} className={styles.panel}>
      <div className={styles.panelGrid}>
        <div>
          <h3 className={styles.panelTitle}>{t('guestList.personalLink')}</h3>
          {household.link ? (
            <>
              <p className={styles.link}>
                <a href={household.link} target="_blank" rel="noreferrer">
                  {household.link}
                </a>
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  onClick={() => {
                    void navigator.clipboard?.writeText(household.link ?? '').then(() => setCopied(true))
                  }}
                >
                  {copied ? t('guestList.copied') : t('guestList.copyLink')}
                </button>
                <a
                  className={buttonClassName('secondary')}
                  href={qrUrl(household.link, true)}
                  download={`qr-${household.name}.png`}
                >
                  {t('guestList.downloadQr')}
                </a>
              </div>
            </>
          ) : (
            <p className={styles.meta}>{t('guestList.noAddress')}</p>
          )}
          <h3 className={styles.panelTitle}>{t('guestList.answers')}</h3>
          {household.answers.length === 0 ? (
            <p className={styles.meta}>{t('guestList.notAnswered')}</p>
          ) : (
            <ul className={styles.answers}>
              {household.answers.map((a, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: answers of one household, in a stable order
                <li key={index}>
                  <strong>{a.guestName || t('guestList.unnamedGuest')}</strong>:{' '}
                  {a.comes === null
                    ? t('guestList.answered')
                    : a.comes
                      ? t('guestList.comes')
                      : t('guestList.doesNotCome')}{' '}
                  <span className={styles.meta}>({time(a.answeredAt)})</span>
                </li>
              ))}
            </ul>
          )}
          {household.eventAnswers && <HouseholdEvents siteId={siteId} answers={household.eventAnswers} />}
          {household.members.length > 0 && (
            <ul className={styles.contacts}>
              {household.members.map((m, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: members have no id
                <li key={index}>
                  {m.name}
                  {m.email && <span className={styles.meta}> · {m.email}</span>}
                  {m.phone && <span className={styles.meta}> · {m.phone}</span>}
                </li>
              ))}
            </ul>
          )}
          {household.note && <p className={styles.note}>{household.note}</p>}
          {household.unsubscribedAt && <p className={styles.meta}>{t('guestList.unsubscribed')}</p>}
        </div>
        {household.link && (
          <img
            className={styles.qr}
            src={qrUrl(household.link)}
            alt={t('guestList.qrAlt', { name: household.name })}
            width={160}
            height={160}
            loading="lazy"
          />
        )}
      </div>
      {remove.isError && (
        <p className={styles.error} role="alert">
          {serverMessage(remove.error, language)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('primary')} onClick={() => setEditing(true)}>
          {t('guestList.edit')}
        </button>
        <button
          type="button"
          className={buttonClassName('secondary')}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('guestList.confirmDelete', { name: household.name }))) {
              remove.mutate(household._id, { onSuccess: onClose })
            }
          }}
        >
          {t('guestList.delete')}
        </button>
      </div>
    </div>
  )
}
