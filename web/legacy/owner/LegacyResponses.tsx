import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LEGACY_PERSON_FIELDS, type LegacyRsvpRecord } from '#domain/legacy/submissions.ts'
import { rsvpsExportUrl } from '#web/api/rsvps-list.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { useDeleteLegacyRsvp } from '../api/legacy-rsvps-delete.ts'
import { useLegacyRsvps } from '../api/legacy-rsvps-list.ts'
import styles from './Owner.module.css'

type Record = LegacyRsvpRecord & { _id: string }

/**
 * /redigera/{siteId}/visa-osa of a legacy site (spec 002, the legacy responses view): every person
 * with the fixed fields and custom values as columns, delete with confirmation, osa.xlsx.
 */
export function LegacyResponses({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const rsvps = useLegacyRsvps(siteId)
  const remove = useDeleteLegacyRsvp(siteId)
  const [asked, setAsked] = useState<Record | null>(null)

  if (rsvps.isPending) return <PageSpinner label={t('legacy.responses.loading')} />
  if (rsvps.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('legacy.responses.loadFailed')}: {serverMessage(rsvps.error, language)}
      </p>
    )
  }
  const records = rsvps.data
  const fixed = LEGACY_PERSON_FIELDS.filter((f) => records.some((r) => r[f.key]))
  const custom = new Map<string, string>()
  for (const r of records)
    for (const v of r.customValues) if (!custom.has(v.id)) custom.set(v.id, v.label ?? v.id)
  const coming = records.some((r) => r.weddingYesOrNo !== undefined && r.weddingYesOrNo !== null)

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <div className={styles.row}>
        <h1 className={styles.title}>{t('legacy.responses.title')}</h1>
        <p>{t('legacy.responses.count', { count: records.length })}</p>
        <a className={styles.link} href={rsvpsExportUrl(siteId, language)} download="osa.xlsx">
          {t('legacy.responses.export')}
        </a>
      </div>
      {records.length === 0 ? (
        <p>{t('legacy.responses.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('legacy.responses.name')}</th>
                <th scope="col">{t('legacy.responses.registered')}</th>
                {fixed.map((f) => (
                  <th key={f.key} scope="col">
                    {f.label}
                  </th>
                ))}
                {coming && <th scope="col">Kommer du?</th>}
                {[...custom].map(([id, label]) => (
                  <th key={id} scope="col">
                    {label}
                  </th>
                ))}
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('legacy.responses.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r._id}>
                  <th scope="row">{nameOf(r)}</th>
                  <td>{r.registered?.date ? new Date(r.registered.date).toLocaleString(language) : ''}</td>
                  {fixed.map((f) => (
                    <td key={f.key}>{r[f.key] ?? ''}</td>
                  ))}
                  {coming && (
                    <td>
                      {r.weddingYesOrNo === true || r.weddingYesOrNo === 'true'
                        ? t('legacy.responses.yes')
                        : r.weddingYesOrNo === undefined || r.weddingYesOrNo === null
                          ? ''
                          : t('legacy.responses.no')}
                    </td>
                  )}
                  {[...custom.keys()].map((id) => (
                    <td key={id}>{String(r.customValues.find((v) => v.id === id)?.value ?? '')}</td>
                  ))}
                  <td>
                    <Button type="button" variant="secondary" onClick={() => setAsked(r)}>
                      {t('legacy.responses.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsked(null)
            remove.reset()
          }
        }}
        title={t('legacy.responses.deleteTitle')}
        description={
          asked && nameOf(asked)
            ? t('legacy.responses.deleteConfirm', { name: nameOf(asked) })
            : t('legacy.responses.deleteConfirmNoName')
        }
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setAsked(null)}>
              {t('legacy.responses.cancel')}
            </Button>
            <Button
              type="button"
              disabled={remove.isPending}
              onClick={() => asked && remove.mutate(asked._id, { onSuccess: () => setAsked(null) })}
            >
              {t('legacy.responses.delete')}
            </Button>
          </>
        }
      >
        {remove.isError && (
          <p role="alert" className={styles.error}>
            {t('legacy.responses.deleteFailed')}: {serverMessage(remove.error, language)}
          </p>
        )}
      </Dialog>
    </div>
  )
}

/** The person's name: the fixed name fields, else the first text answer. */
function nameOf(r: Record): string {
  const fixed = [r.firstName, r.lastName].filter(Boolean).join(' ')
  if (fixed) return fixed
  const first = r.customValues.find((v) => v.type === 'TextField' && v.value)
  return typeof first?.value === 'string' ? first.value : ''
}
