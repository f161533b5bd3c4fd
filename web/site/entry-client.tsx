import { hydrateRoot } from 'react-dom/client'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'
import { PublicApp } from './PublicApp.tsx'
import type { PublicPageInput } from './page-input.ts'
import { publicTexts } from './texts.ts'

// Every language link is a full page load, so taking over scroll restoration and starting at the
// top is what "scroll to the top on every path change" needs. A #slug link keeps its anchor.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
if (!location.hash) window.scrollTo(0, 0)

const root = document.getElementById('root')
const data = document.getElementById('page-input')?.textContent

if (root && data) {
  const input = JSON.parse(data) as PublicPageInput
  hydrateRoot(
    root,
    // The boundary renders no element of its own, so the tree still matches the server HTML.
    <PageErrorBoundary texts={publicTexts[input.uiLanguage]} contactMail={input.brand.contactMail}>
      <PublicApp input={input} />
    </PageErrorBoundary>,
  )
}
