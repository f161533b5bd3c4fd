import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { OwnerPhoto, PhotoState } from '#domain/photos/photos.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { VideoFrame } from '#web/site/index.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { usePhotosHead } from './api/photos-head.ts'
import { photosPath, usePhotos } from './api/photos-list.ts'
import { useModeratePhotos } from './api/photos-moderate.ts'
import { usePhotoSettings } from './api/photos-settings.ts'
import { useStartZip } from './api/photos-zip.ts'
import styles from './Photos.module.css'
import { VirtualPhotoGrid } from './VirtualPhotoGrid.tsx'

type Filter = 'all' | PhotoState
const FILTERS: Filter[] = ['all', 'pending', 'approved', 'hidden']
const FILTER_KEY = {
  all: 'photosPage.filterAll',
  pending: 'photosPage.filterPending',
  approved: 'photosPage.filterApproved',
  hidden: 'photosPage.filterHidden',
} as const
const STATE_KEY = {
  pending: 'photosPage.state_pending',
  approved: 'photosPage.state_approved',
  hidden: 'photosPage.state_hidden',
} as const

function size(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit >= 2 ? 1 : 0 }).format(value)} ${units[unit]}`
}

/**
 * /redigera/{siteId}/bilder (issue 34): every upload, newest first, as thumbnails; approve, hide
 * or delete one or many, "approve everything from now on", the quota and the zip of everything.
 * The list comes in pages and the grid keeps only the rows on the screen in the DOM
 * (VirtualPhotoGrid), so 2,000 photos stay quick; a selection is kept by id, on screen or not.
 * The list is asked once; after that only its newest page is asked again and merged in.
 */
export function PhotosPage() {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('photosPage.title'))
  const photos = usePhotos(siteId)
  usePhotosHead(siteId, photos.data !== undefined)
  useReportedError(photos.error, `GET /api/sites/${siteId}/photos`)
  const moderate = useModeratePhotos(siteId)
  const settings = usePhotoSettings(siteId)
  const zip = useStartZip(siteId)
  const [filter, setFilter] = useState<Filter>('all')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [deleting, setDeleting] = useState<string[] | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const list = photos.data?.photos
  const shown = useMemo(
    () => (list ?? []).filter((p) => filter === 'all' || p.state === filter),
    [list, filter],
  )

  if (photos.isError && !photos.data) return <ErrorBox title={t('photosPage.loadFailed')} />
  const data = photos.data
  if (!data) return <PageSpinner label={t('photosPage.loading')} />
  const chosen = shown.filter((p) => selected.has(p.id)).map((p) => p.id)

  const act = (action: 'approve' | 'hide' | 'delete', ids: string[]) => {
    if (ids.length === 0) return
    moderate.mutate(
      { action, ids },
      {
        onSuccess: ({ changed }) => {
          setAnnouncement(t('photosPage.changed', { count: changed }))
          setSelected(new Set())
        },
      },
    )
  }
  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const total = data.counts.pending + data.counts.approved + data.counts.hidden
  const counts = (state: Filter) => (state === 'all' ? total : data.counts[state])
  const choose = (f: Filter) => {
    setFilter(f)
    setAnnouncement(t('photosPage.showing', { count: counts(f) }))
  }

  return (
    <main className={styles.page} id="main">
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('photosPage.title')}</h1>
        <p className={styles.usage}>
          {t('photosPage.count', { count: total })} ·{' '}
          {t('photosPage.used', {
            used: size(data.usedBytes, uiLanguage),
            quota: size(data.quotaBytes, uiLanguage),
          })}
        </p>
      </header>
      <p className={styles.intro}>{t('photosPage.intro')}</p>
      <div className={styles.settings}>
        <label className={styles.auto}>
          <input
            type="checkbox"
            checked={data.autoApprove}
            disabled={settings.isPending}
            onChange={(e) => settings.mutate(e.currentTarget.checked)}
          />
          <span>
            {t('photosPage.autoApprove')}
            <small>{t('photosPage.autoApproveHint')}</small>
          </span>
        </label>
        <div className={styles.tableCard}>
          <a
            className={buttonClassName('secondary')}
            href={`${photosPath(siteId)}/table-card`}
            download
            aria-describedby="table-card-hint"
          >
            {t('photosPage.tableCard')}
          </a>
          <small id="table-card-hint">{t('photosPage.tableCardHint')}</small>
        </div>
        <ZipTools
          zip={data.zip}
          disabled={total === 0 || zip.isPending}
          onStart={() => zip.mutate()}
          language={uiLanguage}
        />
      </div>
      {(moderate.isError || settings.isError || zip.isError) && (
        <p className={styles.error} role="alert">
          {t('photosPage.actionFailed')}{' '}
          {serverMessage(moderate.error ?? settings.error ?? zip.error, uiLanguage)}
        </p>
      )}
      {total === 0 ? (
        <p className={styles.empty}>{t('photosPage.empty')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <fieldset className={styles.filters}>
              <legend className={styles.visuallyHidden}>{t('photosPage.filterLabel')}</legend>
              {FILTERS.map((f) => (
                <label key={f} className={styles.filter} data-active={filter === f}>
                  <input type="radio" name="filter" checked={filter === f} onChange={() => choose(f)} />
                  {t(FILTER_KEY[f])} ({counts(f)})
                </label>
              ))}
            </fieldset>
            <div className={styles.bulk}>
              <label className={styles.selectAll}>
                <input
                  type="checkbox"
                  checked={shown.length > 0 && chosen.length === shown.length}
                  onChange={(e) =>
                    setSelected(e.currentTarget.checked ? new Set(shown.map((p) => p.id)) : new Set())
                  }
                />
                {t('photosPage.selectAll')}
              </label>
              <span className={styles.selectedCount}>
                {t('photosPage.selected', { count: chosen.length })}
              </span>
              <Button type="button" disabled={chosen.length === 0} onClick={() => act('approve', chosen)}>
                {t('photosPage.approve')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={chosen.length === 0}
                onClick={() => act('hide', chosen)}
              >
                {t('photosPage.hide')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={chosen.length === 0}
                onClick={() => setDeleting(chosen)}
              >
                {t('photosPage.delete')}
              </Button>
            </div>
          </div>
          <VirtualPhotoGrid
            items={shown}
            label={t('photosPage.gridLabel', { count: shown.length })}
            renderTile={(photo, index, parked) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                parked={parked}
                setSize={shown.length}
                selected={selected.has(photo.id)}
                onToggle={() => toggle(photo.id)}
                onAct={(action) => (action === 'delete' ? setDeleting([photo.id]) : act(action, [photo.id]))}
                stateLabel={t(STATE_KEY[photo.state])}
                texts={{
                  select: t('photosPage.select', { name: photo.originalName || photo.id }),
                  open: t(photo.kind === 'video' ? 'photosPage.play' : 'photosPage.open', {
                    name: photo.originalName || photo.id,
                  }),
                  approve: t('photosPage.approve'),
                  hide: t('photosPage.hide'),
                  delete: t('photosPage.delete'),
                }}
              />
            )}
          />
          {!data.complete && (
            <p className={styles.more} role="status">
              {t('photosPage.loadingMore', { loaded: data.photos.length, count: total })}
            </p>
          )}
        </>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('photosPage.deleteTitle', { count: deleting?.length ?? 0 })}
        description={t('photosPage.deleteText')}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
              {t('photosPage.cancel')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                if (deleting) act('delete', deleting)
                setDeleting(null)
              }}
            >
              {t('photosPage.delete')}
            </Button>
          </>
        }
      />
    </main>
  )
}

interface TileTexts {
  select: string
  open: string
  approve: string
  hide: string
  delete: string
}

function PhotoTile(props: {
  photo: OwnerPhoto
  index: number
  parked: boolean
  setSize: number
  selected: boolean
  onToggle: () => void
  onAct: (action: 'approve' | 'hide' | 'delete') => void
  stateLabel: string
  texts: TileTexts
}) {
  const { photo, texts } = props
  return (
    <li
      className={props.parked ? `${styles.tile} ${styles.parked}` : styles.tile}
      data-state={photo.state}
      data-selected={props.selected}
      data-index={props.index}
      aria-posinset={props.index + 1}
      aria-setsize={props.setSize}
    >
      <a
        href={photo.url}
        target="_blank"
        rel="noreferrer"
        className={styles.thumbLink}
        aria-label={texts.open}
      >
        {photo.kind === 'video' ? (
          <VideoFrame src={photo.thumbUrl} className={styles.thumb} />
        ) : (
          <img
            src={photo.thumbUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={200}
            height={200}
            className={styles.thumb}
          />
        )}
      </a>
      <label className={styles.check}>
        <input type="checkbox" checked={props.selected} onChange={props.onToggle} aria-label={texts.select} />
      </label>
      <span className={styles.state}>{props.stateLabel}</span>
      <div className={styles.actions}>
        {photo.state !== 'approved' && (
          <button type="button" className={styles.action} onClick={() => props.onAct('approve')}>
            {texts.approve}
          </button>
        )}
        {photo.state !== 'hidden' && (
          <button type="button" className={styles.action} onClick={() => props.onAct('hide')}>
            {texts.hide}
          </button>
        )}
        <button type="button" className={styles.action} onClick={() => props.onAct('delete')}>
          {texts.delete}
        </button>
      </div>
    </li>
  )
}

function ZipTools(props: {
  zip: NonNullable<ReturnType<typeof usePhotos>['data']>['zip']
  disabled: boolean
  onStart: () => void
  language: string
}) {
  const { t } = useTranslation()
  const { zip } = props
  if (zip && (zip.state === 'queued' || zip.state === 'building')) {
    return (
      <p className={styles.zip} role="status">
        {t('photosPage.zipBuilding', { done: zip.done, total: zip.total })} {t('photosPage.zipMail')}
      </p>
    )
  }
  return (
    <div className={styles.zip}>
      {zip?.state === 'ready' && zip.url && (
        <a className={styles.zipLink} href={zip.url} download>
          {t('photosPage.zipReady', { size: size(zip.bytes, props.language) })}
        </a>
      )}
      {zip?.state === 'failed' && <span role="alert">{t('photosPage.zipFailed')}</span>}
      <Button type="button" variant="secondary" disabled={props.disabled} onClick={props.onStart}>
        {t('photosPage.zipStart')}
      </Button>
    </div>
  )
}
