import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { type ImportResponse, importHouseholds } from './api/households-import.ts'
import { householdsQueryKey } from './api/households-list.ts'
import styles from './GuestList.module.css'
import type { GuestEvent } from './guest-events.ts'

/**
 * Import from xlsx or csv in two steps: the file is read and previewed (what will be added, which
 * rows could not be read and why), and only "Importera" sends it again to be stored.
 */
export function ImportDialog({
  siteId,
  events = [],
  open,
  onOpenChange,
}: {
  siteId: string
  /** The site's events when it has several: the file may have a column each (issue 32). */
  events?: readonly GuestEvent[]
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ImportResponse | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [stored, setStored] = useState<number | null>(null)

  const reset = () => {
    setFile(null)
    setPreview(null)
    setError(null)
    setStored(null)
  }
  // Opened again, the dialog starts over: not with the last import's result.
  const close = () => {
    reset()
    onOpenChange(false)
  }
  const run = async (chosen: File, confirm: boolean) => {
    setBusy(true)
    setError(null)
    try {
      const answer = await importHouseholds(siteId, chosen, confirm)
      if (confirm) {
        setStored(answer.stored)
        await queryClient.invalidateQueries({ queryKey: householdsQueryKey(siteId) })
      } else setPreview(answer)
    } catch (err) {
      setError(serverMessage(err, language))
    } finally {
      setBusy(false)
    }
  }

  const members = preview?.households.reduce((sum, h) => sum + h.members.length, 0) ?? 0
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset()
        onOpenChange(next)
      }}
      title={t('guestList.importTitle')}
      description={t('guestList.importHint')}
      size="wide"
      actions={
        stored !== null ? (
          <Button type="button" onClick={close}>
            {t('guestList.close')}
          </Button>
        ) : (
          <>
            <Button
              type="button"
              disabled={!file || !preview || busy || preview.households.length === 0}
              onClick={() => file && void run(file, true)}
            >
              {t('guestList.importConfirm', { count: preview?.households.length ?? 0 })}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('guestList.cancel')}
            </Button>
          </>
        )
      }
    >
      {stored !== null ? (
        <p role="status">{t('guestList.imported', { count: stored })}</p>
      ) : (
        <>
          {events.length > 0 && <p className={styles.meta}>{t('guestList.importEventsHint')}</p>}
          <label className={styles.label} htmlFor={inputId}>
            {t('guestList.importFile')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null
              setFile(chosen)
              setPreview(null)
              if (chosen) void run(chosen, false)
            }}
          />
          {busy && <p role="status">{t('guestList.reading')}</p>}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          {preview && preview.missingColumns.length > 0 && (
            <p className={styles.error} role="alert">
              {t('guestList.missingColumns')}
            </p>
          )}
          {preview && preview.missingColumns.length === 0 && (
            <div className={styles.preview} role="status">
              <p>
                {t('guestList.previewSummary', {
                  count: preview.households.length,
                  members: t('guestList.previewMembers', { count: members }),
                })}
              </p>
              <ul className={styles.previewList}>
                {preview.households.slice(0, 8).map((h) => (
                  <li key={h.name}>
                    <strong>{h.name}</strong> · {h.members.map((m) => m.name).join(', ')}
                    {h.events && (
                      <span className={styles.meta}>
                        {' '}
                        · {t('guestList.eventsOfHousehold')}:{' '}
                        {events
                          .filter((e) => h.events?.includes(e.id))
                          .map((e) => e.title)
                          .join(', ')}
                      </span>
                    )}
                  </li>
                ))}
                {preview.households.length > 8 && <li>…</li>}
              </ul>
              {preview.duplicates.length > 0 && (
                <>
                  <p className={styles.warning}>
                    {t('guestList.duplicates', { count: preview.duplicates.length })}
                  </p>
                  <ul className={styles.previewList}>
                    {preview.duplicates.slice(0, 8).map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                    {preview.duplicates.length > 8 && <li>…</li>}
                  </ul>
                </>
              )}
              {preview.rejected.length > 0 && (
                <>
                  <p className={styles.error}>
                    {t('guestList.rejected', { count: preview.rejected.length })}
                  </p>
                  <ul className={styles.previewList}>
                    {preview.rejected.map((r) => (
                      <li key={r.row}>
                        {t('guestList.rowProblem', {
                          row: r.row,
                          problem: t(`guestList.problems.${r.problem}`),
                        })}{' '}
                        <span className={styles.meta}>{r.cells.filter(Boolean).join(' · ')}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </>
      )}
    </Dialog>
  )
}
