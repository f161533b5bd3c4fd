import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { isInvited } from '#domain/events/invitations.ts'
import type { Household } from '#domain/households/household.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useEvents } from '#web/programme/index.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { exportUrl } from './api/households-export.ts'
import { useHouseholds } from './api/households-list.ts'
import styles from './GuestList.module.css'
import { GuestListSettings } from './GuestListSettings.tsx'
import { type GuestEvent, guestEvents } from './guest-events.ts'
import { HouseholdEditor } from './HouseholdEditor.tsx'
import { HouseholdList } from './HouseholdList.tsx'
import { ImportDialog } from './ImportDialog.tsx'
import { InviteDialog } from './InviteDialog.tsx'
import { ReminderComposer } from './ReminderComposer.tsx'

/** /redigera/{siteId}/gaster: the couple's guest list with answers, links, import and reminders. */
export function GuestListPage() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('guestList.title'))
  const households = useHouseholds(siteId)
  useReportedError(households.error, `GET /api/sites/${siteId}/households`)
  // The programme: a column per event when there are several. Without it the list works as before.
  const programme = useEvents(siteId)
  const siteLanguage = programme.data?.languages[0] ?? 'sv'
  const events = useMemo(
    () => guestEvents(programme.data?.events, siteLanguage),
    [programme.data, siteLanguage],
  )
  const [dialog, setDialog] = useState<'import' | 'reminder' | null>(null)
  const [adding, setAdding] = useState(false)

  if (households.isPending) return <PageSpinner label={t('guestList.loading')} />
  if (households.isError) return <ErrorBox title={t('guestList.loadFailed')} />
  const list = households.data.households
  return (
    // Inside the edit area's layout, which holds the page's one <main id="main">.
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('guestList.title')}</h1>
        <div className={styles.toolbar}>
          <Button type="button" onClick={() => setAdding(true)} disabled={adding}>
            {t('guestList.addHousehold')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setDialog('import')}>
            {t('guestList.import')}
          </Button>
          <a className={buttonClassName('secondary')} href={exportUrl(siteId)} download>
            {t('guestList.export')}
          </a>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setDialog('reminder')}
            disabled={list.length === 0}
          >
            {t('guestList.sendReminder')}
          </Button>
        </div>
      </header>
      <Counts households={list} />
      {adding && (
        <div className={styles.panel}>
          <HouseholdEditor siteId={siteId} events={events} onDone={() => setAdding(false)} />
        </div>
      )}
      <GuestListBody siteId={siteId} households={list} events={events} />
      <GuestListSettings siteId={siteId} requireCode={households.data.requireCode} />
      <ImportDialog
        siteId={siteId}
        events={events}
        open={dialog === 'import'}
        onOpenChange={(open) => setDialog(open ? 'import' : null)}
      />
      <ReminderComposer
        siteId={siteId}
        households={list}
        languages={households.data.reminderLanguages}
        open={dialog === 'reminder'}
        onOpenChange={(open) => setDialog(open ? 'reminder' : null)}
      />
    </div>
  )
}

const NO_EVENTS: readonly GuestEvent[] = []

type CountKey = 'invited' | 'yes' | 'no' | 'none'

/**
 * Invited, answered yes, answered no, not answered: each as households and the people invited in
 * them (a household without names counts as one person), every number beside its own word.
 */
export function Counts({ households }: { households: Household[] }) {
  const { t } = useTranslation()
  const counts = useMemo(() => {
    const zero = () => ({ households: 0, people: 0 })
    const counts: Record<CountKey, { households: number; people: number }> = {
      invited: zero(),
      yes: zero(),
      no: zero(),
      none: zero(),
    }
    for (const h of households) {
      const people = Math.max(1, h.members.length)
      for (const key of ['invited', h.status] as const) {
        counts[key].households++
        counts[key].people += people
      }
    }
    return counts
  }, [households])
  return (
    <dl className={styles.counts} aria-label={t('guestList.countsLabel')}>
      {(['invited', 'yes', 'no', 'none'] as const).map((key) => (
        <div key={key} className={styles.count} data-count={key}>
          <dt>{t(`guestList.counts.${key}`)}</dt>
          {/* Each number kept on one line with its word; the comma is the same in sv, en and da. */}
          <dd>
            <span>{t('guestList.households', { count: counts[key].households })},</span>{' '}
            <span>{t('guestList.people', { count: counts[key].people })}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Search and tag filter over the list; typing stays quick with hundreds of households. With several
 * events (issue 32): a filter by event, a column per event, and rows selected for "Bjud in till…".
 */
export function GuestListBody({
  siteId,
  households,
  events = NO_EVENTS,
}: {
  siteId: string
  households: Household[]
  events?: readonly GuestEvent[]
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [tag, setTag] = useState<string | null>(null)
  const [eventId, setEventId] = useState('')
  const [openId, setOpenId] = useState<string | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const [inviting, setInviting] = useState(false)
  const [done, setDone] = useState('')
  const deferredQuery = useDeferredValue(query)
  const tags = useMemo(() => [...new Set(households.flatMap((h) => h.tags))].sort(), [households])
  // A filter by an event the programme no longer has shows everyone.
  const byEvent = events.some((e) => e.id === eventId) ? eventId : ''
  const shown = useMemo(() => {
    const q = deferredQuery.trim().toLowerCase()
    return households.filter(
      (h) =>
        (!tag || h.tags.includes(tag)) &&
        (!byEvent || isInvited(h.events, byEvent)) &&
        (!q ||
          h.name.toLowerCase().includes(q) ||
          h.members.some((m) => m.name.toLowerCase().includes(q) || m.email.includes(q))),
    )
  }, [households, deferredQuery, tag, byEvent])
  const toggle = useCallback((id: string) => setOpenId((was) => (was === id ? null : id)), [])
  const select = useCallback((id: string, on: boolean) => {
    setDone('')
    setSelected((was) => {
      const next = new Set(was)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])
  // Only households still on the list count; one removed meanwhile drops out of the selection.
  const chosen = useMemo(
    () => households.filter((h) => selected.has(h._id)).map((h) => h._id),
    [households, selected],
  )
  const allShown = shown.length > 0 && shown.every((h) => selected.has(h._id))
  const selecting = events.length > 0

  return (
    <section className={styles.listSection} aria-label={t('guestList.listLabel')}>
      <div className={styles.filters}>
        <input
          type="search"
          className={styles.input}
          placeholder={t('guestList.search')}
          aria-label={t('guestList.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {tags.length > 0 && (
          <fieldset className={styles.tagFilter}>
            <legend className={styles.visuallyHidden}>{t('guestList.filterByTag')}</legend>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={tag === null}
              onClick={() => setTag(null)}
            >
              {t('guestList.allTags')}
            </button>
            {tags.map((name) => (
              <button
                key={name}
                type="button"
                className={styles.chip}
                aria-pressed={tag === name}
                onClick={() => setTag((was) => (was === name ? null : name))}
              >
                {name}
              </button>
            ))}
          </fieldset>
        )}
        {selecting && (
          <label className={styles.eventFilter}>
            <span className={styles.label}>{t('guestList.filterByEvent')}</span>
            <select className={styles.input} value={byEvent} onChange={(e) => setEventId(e.target.value)}>
              <option value="">{t('guestList.allEvents')}</option>
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p className={styles.meta} aria-live="polite">
        {t('guestList.shown', { count: shown.length, total: households.length })}
      </p>
      {selecting && households.length > 0 && (
        <div className={styles.bulkBar}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={allShown}
              onChange={(e) => {
                setDone('')
                const on = e.target.checked
                setSelected((was) => {
                  const next = new Set(was)
                  for (const h of shown) {
                    if (on) next.add(h._id)
                    else next.delete(h._id)
                  }
                  return next
                })
              }}
            />
            {t('guestList.selectShown')}
          </label>
          <strong aria-live="polite">
            {chosen.length > 0 && t('guestList.selected', { count: chosen.length })}
          </strong>
          <Button type="button" disabled={chosen.length === 0} onClick={() => setInviting(true)}>
            {t('guestList.inviteTo')}
          </Button>
          {chosen.length > 0 && (
            <Button type="button" variant="secondary" onClick={() => setSelected(new Set())}>
              {t('guestList.clearSelection')}
            </Button>
          )}
        </div>
      )}
      {done && (
        <p className={styles.meta} role="status">
          {done}
        </p>
      )}
      {households.length === 0 ? (
        <p className={styles.empty}>{t('guestList.empty')}</p>
      ) : (
        <HouseholdList
          siteId={siteId}
          households={shown}
          openId={openId}
          onToggle={toggle}
          events={events}
          selected={selecting ? selected : undefined}
          onSelect={selecting ? select : undefined}
        />
      )}
      {inviting && (
        <InviteDialog
          siteId={siteId}
          householdIds={chosen}
          events={events}
          open
          onOpenChange={setInviting}
          onDone={(count) => {
            setInviting(false)
            setSelected(new Set())
            setDone(t('guestList.invitedDone', { count }))
          }}
        />
      )}
    </section>
  )
}
