import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { Household } from '#domain/households/household.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { exportUrl } from './api/households-export.ts'
import { useHouseholds } from './api/households-list.ts'
import styles from './GuestList.module.css'
import { GuestListSettings } from './GuestListSettings.tsx'
import { HouseholdEditor } from './HouseholdEditor.tsx'
import { HouseholdList } from './HouseholdList.tsx'
import { ImportDialog } from './ImportDialog.tsx'
import { ReminderComposer } from './ReminderComposer.tsx'

/** /redigera/{siteId}/gaster: the couple's guest list with answers, links, import and reminders. */
export function GuestListPage() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('guestList.title'))
  const households = useHouseholds(siteId)
  useReportedError(households.error, `GET /api/sites/${siteId}/households`)
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
          <HouseholdEditor siteId={siteId} onDone={() => setAdding(false)} />
        </div>
      )}
      <GuestListBody siteId={siteId} households={list} />
      <GuestListSettings siteId={siteId} requireCode={households.data.requireCode} />
      <ImportDialog
        siteId={siteId}
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

/** Search and tag filter over the list; typing stays quick with hundreds of households. */
export function GuestListBody({ siteId, households }: { siteId: string; households: Household[] }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [tag, setTag] = useState<string | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const deferredQuery = useDeferredValue(query)
  const tags = useMemo(() => [...new Set(households.flatMap((h) => h.tags))].sort(), [households])
  const shown = useMemo(() => {
    const q = deferredQuery.trim().toLowerCase()
    return households.filter(
      (h) =>
        (!tag || h.tags.includes(tag)) &&
        (!q ||
          h.name.toLowerCase().includes(q) ||
          h.members.some((m) => m.name.toLowerCase().includes(q) || m.email.includes(q))),
    )
  }, [households, deferredQuery, tag])
  const toggle = useCallback((id: string) => setOpenId((was) => (was === id ? null : id)), [])

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
      </div>
      <p className={styles.meta} aria-live="polite">
        {t('guestList.shown', { count: shown.length, total: households.length })}
      </p>
      {households.length === 0 ? (
        <p className={styles.empty}>{t('guestList.empty')}</p>
      ) : (
        <HouseholdList siteId={siteId} households={shown} openId={openId} onToggle={toggle} />
      )}
    </section>
  )
}
