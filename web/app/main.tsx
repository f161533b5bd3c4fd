import '#web/ui/global.css'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { createAppI18n } from '#web/i18n/catalogs.ts'
import { browserStorage, resolveInterfaceLanguage } from '#web/i18n/language.ts'
import { App } from './App.tsx'
import { startAnalytics } from './analytics.ts'
import { readBoot } from './boot.ts'
import { CatalogLoadFailure } from './CatalogLoadFailure.tsx'
import { startErrorReporting } from './error-reporting.ts'
import { logUncaughtErrors } from './global-errors.ts'
import { logError } from './log.ts'
import { createQueryClient } from './query-client.ts'
import { routes } from './routes.tsx'

logUncaughtErrors(window)

const { boot, problem } = readBoot(document, window.location, import.meta.env.PROD)
if (problem) void logError(problem, 'boot data')
void startErrorReporting(boot.errorReportingDsn, boot.production ? 'production' : 'development')
startAnalytics({ analyticsUrl: boot.analyticsUrl, domain: boot.brand.mainDomain }, window)

const language = resolveInterfaceLanguage({
  search: window.location.search,
  hostname: window.location.hostname,
  browser: navigator.languages,
  storage: browserStorage(),
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
document.title = boot.brand.siteName

createAppI18n(language).then(
  (i18n) => {
    document.documentElement.lang = i18n.language
    i18n.on('languageChanged', (changed) => {
      document.documentElement.lang = changed
    })
    createRoot(root).render(
      <App boot={boot} i18n={i18n} queryClient={createQueryClient()} router={createBrowserRouter(routes)} />,
    )
  },
  (error: unknown) => {
    void logError(error, 'interface texts')
    createRoot(root).render(<CatalogLoadFailure />)
  },
)
