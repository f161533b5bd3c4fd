import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import type { SiteV2 } from '#domain/site/schema.ts'
import type { SiteVersionListItem } from '#domain/site/version-summary.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { siteQueryKey, useSite } from '#web/api/sites-get.ts'
import { paths } from '#web/app/paths.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { SiteLoadError } from '#web/home/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner, Spinner } from '#web/ui/Spinner.tsx'
import { useSiteVersion } from '#web/versions/api/site-versions-get.ts'
import { siteVersionsQueryKey, useSiteVersions } from '#web/versions/api/site-versions-list.ts'
import { restoreSiteVersion } from '#web/versions/api/site-versions-restore.ts'
import { versionTime } from './change-text.ts'
import type { RestoredState } from './RestoredNotice.tsx'
import { VersionList, versionButtonId } from './VersionList.tsx'
import { VersionPreview } from './VersionPreview.tsx'
import styles from './Versions.module.css'

const VERSION_PARAM = 'version'
// Below this width the list and the preview take turns on the whole screen (Versions.module.css).
const NARROW = '(max-width: 899px)'

/**
 * /redigera/{siteId}/versioner (spec 002, version history): the saved versions with what each
 * changed; a chosen one is previewed read-only and, when it differs from the latest, restored.
 */
export function VersionsPage() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('versions.title'))
  const site = useSite(siteId)
  const versions = useSiteVersions(siteId)
  useReportedError(site.error ?? versions.error, `GET /api/sites/${siteId}/versions`)
  const [search, setSearch] = useSearchParams()
  const selected = Number(search.get(VERSION_PARAM)) || null

  const select = (siteVersion: number | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current)
        if (siteVersion === null) params.delete(VERSION_PARAM)
        else params.set(VERSION_PARAM, String(siteVersion))
        return params
      },
      { replace: siteVersion === null },
    )

  if (site.isPending || versions.isPending) return <PageSpinner label={t('versions.loading')} />
  if (site.isError) return <SiteLoadError error={site.error} />
  if (versions.isError) return <VersionsLoadError error={versions.error} />
  const list = versions.data
  return (
    <div className={styles.layout} data-selected={selected !== null}>
      <section className={styles.listColumn}>
        <h1 className={styles.title}>{t('versions.title')}</h1>
        <p className={styles.intro}>{t('versions.intro')}</p>
        <VersionList versions={list} selected={selected} onSelect={select} />
      </section>
      <section className={styles.previewColumn}>
        {selected === null ? (
          <p className={styles.placeholder}>{t('versions.chooseVersion')}</p>
        ) : (
          <VersionPanel
            key={selected}
            site={site.data}
            versions={list}
            siteVersion={selected}
            onBack={() => {
              select(null)
              requestAnimationFrame(() => document.getElementById(versionButtonId(selected))?.focus())
            }}
          />
        )}
      </section>
    </div>
  )
}

function VersionsLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  return <ErrorBox title={t('versions.loadFailed')} detail={serverMessage(error, language)} />
}

/** Whether restoring would change anything: the server compares the documents themselves. */
function differsFromLatest(list: SiteVersionListItem[], siteVersion: number): boolean {
  const version = list.find((v) => v.siteVersion === siteVersion)
  return version !== undefined && !version.sameAsLatest
}

interface PanelProps {
  site: SiteV2
  versions: SiteVersionListItem[]
  siteVersion: number
  onBack: () => void
}

function VersionPanel({ site, versions, siteVersion, onBack }: PanelProps) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const languageId = useId()
  const version = useSiteVersion(site._id, siteVersion)
  const versionDoc = version.data
  useReportedError(version.error, `GET /api/sites/${site._id}/versions/${siteVersion}`)
  const languages = version.data?.data.availableLanguages.map((l) => l.languageCode) ?? []
  const [language, setLanguage] = useState<string | null>(null)
  const shownLanguage = language && languages.includes(language) ? language : (languages[0] ?? 'sv')

  // On a phone the list gives way to the preview, so focus follows to the preview's heading.
  useEffect(() => {
    if (window.matchMedia?.(NARROW).matches) headingRef.current?.focus()
  }, [])

  const restore = useMutation({
    mutationFn: async (createdAt: string) => ({
      restored: await restoreSiteVersion(site._id, siteVersion),
      createdAt,
    }),
    onSuccess: async ({ restored, createdAt }) => {
      // The editor opens on the restored site; its store is made from this query's data.
      queryClient.setQueryData(siteQueryKey(site._id), restored)
      await queryClient.invalidateQueries({ queryKey: siteVersionsQueryKey(site._id) })
      const state: RestoredState = { restoredVersionAt: createdAt }
      navigate(paths.editSite(site._id), { state })
    },
  })

  const entry = versions.find((v) => v.siteVersion === siteVersion)
  const date = entry ? versionTime(entry.createdAt) : String(siteVersion)
  return (
    <div className={styles.panel}>
      <button type="button" className={styles.back} onClick={onBack}>
        ← {t('versions.backToList')}
      </button>
      <h2 ref={headingRef} tabIndex={-1} className={styles.previewTitle}>
        {t('versions.previewTitle', { date })}
      </h2>
      {version.isPending && <Spinner label={t('versions.previewLoading')} />}
      {version.isError && (
        <ErrorBox title={t('versions.previewFailed')} detail={serverMessage(version.error, uiLanguage)} />
      )}
      {version.data && (
        <>
          <div className={styles.actions}>
            {differsFromLatest(versions, siteVersion) ? (
              <Button
                busy={restore.isPending}
                onClick={() => versionDoc && restore.mutate(versionDoc.createdAt)}
              >
                {restore.isPending ? t('versions.restoring') : t('versions.restore')}
              </Button>
            ) : (
              <p className={styles.latestNote}>{t('versions.isLatest')}</p>
            )}
            {languages.length > 1 && (
              <label className={styles.language} htmlFor={languageId}>
                {t('versions.siteLanguage')}
                <select id={languageId} value={shownLanguage} onChange={(e) => setLanguage(e.target.value)}>
                  {languages.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {restore.isError && (
            <ErrorBox title={t('versions.restoreFailed')} detail={serverMessage(restore.error, uiLanguage)} />
          )}
          <p className={styles.readOnly}>{t('versions.readOnly')}</p>
          <VersionPreview site={site} data={version.data.data} language={shownLanguage} />
        </>
      )}
    </div>
  )
}
