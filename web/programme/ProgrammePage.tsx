import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { SiteEvent } from '#domain/events/event.ts'
import type { RsvpRecord } from '#domain/forms/responses.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { useRsvps } from '#web/api/rsvps-list.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { useDeleteEvent } from './api/events-delete.ts'
import { useEvents } from './api/events-list.ts'
import { useOrderEvents } from './api/events-order.ts'
import { EventForm } from './EventForm.tsx'
import styles from './Programme.module.css'

/** /redigera/{siteId}/program: the site's events in order, added, changed, moved and deleted here. */
export function ProgrammePage() {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('programmePage.title'))
  const events = useEvents(siteId)
  useReportedError(events.error, `GET /api/sites/${siteId}/events`)
  const order = useOrderEvents(siteId)
  const remove = useDeleteEvent(siteId)
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [deleting, setDeleting] = useState<SiteEvent | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // The answers given per event (issue 32): deleting an event with answers says how many stay.
  const rsvps = useRsvps(siteId)

  if (events.isPending) return <PageSpinner label={t('programmePage.loading')} />
  if (events.isError) return <ErrorBox title={t('programmePage.loadFailed')} />
  const { events: list, languages, maxEvents, timeZone } = events.data
  const titleOf = (event: SiteEvent) => lookupText(event.title, languages[0] ?? uiLanguage) || '…'
  const full = list.length >= maxEvents

  const move = (index: number, by: -1 | 1) => {
    const to = index + by
    const moved = list[index]
    if (!moved || to < 0 || to >= list.length) return
    const ids = list.map((e) => e.id)
    ids.splice(index, 1)
    ids.splice(to, 0, moved.id)
    order.mutate(ids)
    setAnnouncement(t('programmePage.moved', { title: titleOf(moved), position: to + 1 }))
  }

  return (
    <main className={styles.page} id="main">
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('programmePage.title')}</h1>
        <Button type="button" onClick={() => setEditing('new')} disabled={editing === 'new' || full}>
          {t('programmePage.add')}
        </Button>
      </header>
      <p className={styles.intro}>
        {t('programmePage.intro', { zone: timeZone.split('/').at(-1)?.replace(/_/g, ' ') ?? timeZone })}{' '}
        {t('programmePage.limit', { count: list.length, max: maxEvents })}
      </p>
      {editing === 'new' && (
        <div className={styles.panel}>
          <EventForm siteId={siteId} languages={languages} onDone={() => setEditing(null)} />
        </div>
      )}
      {(order.isError || remove.isError) && (
        <p className={styles.error} role="alert">
          {t('programmePage.actionFailed')} {serverMessage(order.error ?? remove.error, uiLanguage)}
        </p>
      )}
      {list.length === 0 && editing !== 'new' && <p className={styles.empty}>{t('programmePage.empty')}</p>}
      <ol className={styles.list}>
        {list.map((event, index) => (
          <li key={event.id} className={styles.item}>
            {editing === event.id ? (
              <EventForm
                siteId={siteId}
                event={event}
                languages={languages}
                onDone={() => setEditing(null)}
              />
            ) : (
              <div className={styles.row}>
                <div className={styles.summary}>
                  <h2 className={styles.title}>{titleOf(event)}</h2>
                  <p className={styles.meta}>
                    <EventWhen event={event} language={uiLanguage} noTime={t('programmePage.noTime')} />
                    {event.place.name && <span> · {event.place.name}</span>}
                  </p>
                  <p className={styles.meta}>
                    <span className={styles.badge} data-open={event.openToAll}>
                      {t(event.openToAll ? 'programmePage.openLabel' : 'programmePage.invitedLabel')}
                    </span>
                  </p>
                  {event.isDefault && <p className={styles.hint}>{t('programmePage.defaultNote')}</p>}
                </div>
                <div className={styles.tools}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('programmePage.moveUp', { title: titleOf(event) })}
                    aria-disabled={index === 0 || order.isPending}
                    onClick={() => !order.isPending && move(index, -1)}
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M6 15l6-6 6 6" />
                    </svg>
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('programmePage.moveDown', { title: titleOf(event) })}
                    aria-disabled={index === list.length - 1 || order.isPending}
                    onClick={() => !order.isPending && move(index, 1)}
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M6 9l6 6 6-6" />
                    </svg>
                  </button>
                  <Button type="button" variant="secondary" onClick={() => setEditing(event.id)}>
                    {t('programmePage.edit')}
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => setDeleting(event)}>
                    {t('programmePage.delete')}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.announcer} aria-live="polite">
        {announcement}
      </p>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('programmePage.deleteTitle', { title: deleting ? titleOf(deleting) : '' })}
        description={
          deleting && answersTo(rsvps.data, deleting.id) > 0
            ? t('programmePage.deleteAnswers', { count: answersTo(rsvps.data, deleting.id) })
            : t('programmePage.deleteText')
        }
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
              {t('programmePage.cancel')}
            </Button>
            <Button
              type="button"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
            >
              {t('programmePage.deleteConfirm')}
            </Button>
          </>
        }
      />
    </main>
  )
}

/** How many guests answered yes or no to the event. */
function answersTo(records: readonly RsvpRecord[] | undefined, eventId: string): number {
  return (records ?? []).filter((r) => r.events?.[eventId] === 'yes' || r.events?.[eventId] === 'no').length
}

/** 'lör 27 mars 2027, 18:00–02:00' in the interface language, as the site's wall clock says. */
function EventWhen({ event, language, noTime }: { event: SiteEvent; language: string; noTime: string }) {
  if (!event.start) return <span>{noTime}</span>
  const [date = '', time = ''] = event.start.split('T')
  const day = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
  const end = event.end?.split('T')[1]
  return (
    <time dateTime={event.start}>
      {day}, {time}
      {end ? `–${end}` : ''}
    </time>
  )
}
