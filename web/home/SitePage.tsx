import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useMe } from '#web/api/accounts-me.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useSite } from '#web/api/sites-get.ts'
import { PageLayout } from '#web/app/PageLayout.tsx'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useLogout } from '#web/app/use-logout.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { AccountItems } from './AccountItems.tsx'
import { SiteLoadError } from './SiteLoadError.tsx'
import { SiteOverview } from './SiteOverview.tsx'

/** /redigera/{siteId}: the owner's page for a site, until the editor takes this route over. */
export function SitePage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '' } = useParams()
  const site = useSite(siteId)
  const me = useMe()
  const logout = useLogout()
  useDocumentTitle(t('site.title'))
  useReportedError(site.error, `GET /api/sites/${siteId}`)

  return (
    <PageLayout
      width="wide"
      headerItems={
        me.data && (
          <AccountItems mail={me.data.mail} loggingOut={logout.isPending} onLogout={() => logout.mutate()} />
        )
      }
    >
      {logout.isError && (
        <ErrorBox title={t('login.logoutFailed')} detail={serverMessage(logout.error, language)} />
      )}
      {site.isPending ? (
        <PageSpinner label={t('site.loading')} />
      ) : site.isError ? (
        <SiteLoadError error={site.error} />
      ) : (
        <SiteOverview site={site.data} />
      )}
    </PageLayout>
  )
}
