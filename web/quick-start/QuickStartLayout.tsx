import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { useMe } from '#web/api/accounts-me.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import layout from '#web/app/EditAreaLayout.module.css'
import { SideMenu } from '#web/app/SideMenu.tsx'
import { SkipLink } from '#web/app/SkipLink.tsx'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { cx } from '#web/ui/cx.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { loadQuickStartSite } from './load-quick-start.ts'
import { QuickStartContext } from './quick-start-context.ts'
import type { QuickStartSource } from './quick-start-storage.ts'

/**
 * The quick-start edit area (spec 000 section 2): the side menu without account or feedback, and
 * the site the visitor edits without an account, loaded once for every page under the base.
 */
export function QuickStartLayout({
  source,
  base,
  demo = false,
}: {
  source: QuickStartSource
  base: string
  demo?: boolean
}) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { brand } = useBoot()
  const me = useMe()
  const loaded = useQuery({
    queryKey: ['quick-start', source, demo],
    queryFn: () => loadQuickStartSite(source, brand, demo),
    // The site is the visitor's working copy: read once per visit, never refetched under them.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })
  useReportedError(loaded.error, `GET /api/sites/quick-start/${source}`)

  return (
    <div className={layout.shell}>
      <SkipLink />
      <SideMenu base={base} accountPath={null} quickStart />
      <main id="main" tabIndex={-1} className={cx(layout.main, layout.full)}>
        {loaded.isPending && <PageSpinner label={t('editor.loading')} />}
        {loaded.isError && (
          <ErrorBox title={t('quickStart.loadFailed')} detail={serverMessage(loaded.error, language)}>
            <Button variant="secondary" onClick={() => void loaded.refetch()}>
              {t('quickStart.retry')}
            </Button>
          </ErrorBox>
        )}
        {loaded.isSuccess && (
          <QuickStartContext.Provider
            value={{
              source,
              base,
              demo,
              site: loaded.data.site,
              ownSiteId: loaded.data.ownSiteId ?? me.data?.site?._id ?? null,
            }}
          >
            <Outlet />
          </QuickStartContext.Provider>
        )}
      </main>
    </div>
  )
}
