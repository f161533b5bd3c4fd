import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useSite } from '#web/api/sites-get.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { SiteLoadError } from './SiteLoadError.tsx'
import { SiteOverview } from './SiteOverview.tsx'

/**
 * /redigera/{siteId}: the owner's page for a site, until the editor takes this route over. It sits
 * in the edit area's layout (web/app/EditAreaLayout.tsx), which shows the menu, the account and logout.
 */
export function SitePage() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  const site = useSite(siteId)
  useDocumentTitle(t('site.title'))
  useReportedError(site.error, `GET /api/sites/${siteId}`)

  return site.isPending ? (
    <PageSpinner label={t('site.loading')} />
  ) : site.isError ? (
    <SiteLoadError error={site.error} />
  ) : (
    <SiteOverview site={site.data} />
  )
}
