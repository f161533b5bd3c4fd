import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { SiteV2 } from '#domain/site/schema.ts'
import { errorStatus } from '#web/api/serverMessage.ts'
import { useSite } from '#web/api/sites-get.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { SiteLoadError } from '#web/home/index.ts'
import { LegacyEditorPage, legacyOwnerSiteOf } from '#web/legacy/owner.ts'
import { QuickStartSavedDialog } from '#web/quick-start/index.ts'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { RestoredNotice } from '#web/versions/index.ts'
import { EditorLoginPrompt } from './EditorLoginPrompt.tsx'
import { EditorScreen } from './EditorScreen.tsx'
import { EditorStore, EditorStoreProvider } from './store.ts'

/**
 * /redigera/{siteId}: the site editor. Logged out, it asks to log in; another load failure shows
 * the error display and the error dialog (with Logga in for a 403); failures other than 403 are
 * logged.
 */
export function EditorPage() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const { siteId = '' } = useParams()
  const site = useSite(siteId)
  const loggedOut = errorStatus(site.error) === 401
  useReportedError(loggedOut ? null : site.error, `GET /api/sites/${siteId}`)

  // Spec 001 section 2: the page title in edit mode.
  useEffect(() => {
    document.title = t('editor.pageTitle', { site: brand.siteName })
  }, [t, brand.siteName])

  if (site.isPending) return <PageSpinner label={t('editor.loading')} />
  if (loggedOut) return <EditorLoginPrompt />
  if (site.isError) return <SiteLoadError error={site.error} />
  // A site in the legacy shape (issue 19) opens on its own page until the owner upgrades it.
  const legacy = legacyOwnerSiteOf(site.data)
  if (legacy) return <LegacyEditorPage site={legacy} />
  return <LoadedEditor key={site.data._id} site={site.data} />
}

function LoadedEditor({ site }: { site: SiteV2 }) {
  // One store per opened site; later query refetches must not overwrite the owner's working copy.
  const [store] = useState(() => new EditorStore(site))
  return (
    <EditorStoreProvider value={store}>
      <RestoredNotice />
      <EditorScreen />
      {/* A site just created from quick start opens with its confirmation. */}
      <QuickStartSavedDialog siteId={site._id} />
    </EditorStoreProvider>
  )
}
