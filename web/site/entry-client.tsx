import './base.css'
import { hydrateRoot } from 'react-dom/client'
import { isLegacyPageInput } from '#web/legacy/index.ts'
import { MODULE_WEB_DEFINITIONS } from '#web/modules/index.ts'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'
import type { PublicPageInput } from './page-input.ts'
import { dropReactOnlyProps } from './preact-props.ts'
import { SitePage } from './SitePage.tsx'
import { publicTexts } from './texts.ts'

// Every language link is a full page load, so taking over scroll restoration and starting at the
// top is what "scroll to the top on every path change" needs. A #slug link keeps its anchor.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
if (!location.hash) window.scrollTo(0, 0)

const root = document.getElementById('root')
const data = document.getElementById('page-input')?.textContent

dropReactOnlyProps()
if (root && data) void start(root, data)

async function start(root: HTMLElement, data: string) {
  const input = JSON.parse(data) as PublicPageInput
  // A form the server rendered open hydrates with its code already here, so it is not replaced.
  if (input.kind === 'site' && input.openForm)
    await loadOpenForm(input.site.siteModules, input.openForm.moduleId)
  const texts = publicTexts[input.uiLanguage]
  // A guest's site page is what nearly every visit is: it comes with this script. The other pages
  // (gate, legacy shape, not found, expired, wrong address) load their code first; PublicApp, like
  // the boundary, renders no element of its own, so either tree matches the server HTML.
  const page =
    input.kind === 'site' && !isLegacyPageInput(input) ? (
      <SitePage input={input} texts={texts} />
    ) : (
      await otherPage(input)
    )
  hydrateRoot(
    root,
    <PageErrorBoundary texts={texts} contactMail={input.brand.contactMail}>
      {page}
    </PageErrorBoundary>,
  )
}

async function otherPage(input: PublicPageInput) {
  const { PublicApp } = await import('./PublicApp.tsx')
  const legacyPage =
    input.kind === 'site' && isLegacyPageInput(input)
      ? (await import('#web/legacy/LegacySitePage.tsx')).LegacySitePage
      : undefined
  return <PublicApp input={input} legacyPage={legacyPage} />
}

async function loadOpenForm(modules: { id: string; siteModuleType: string }[], moduleId: string) {
  const type = modules.find((m) => m.id === moduleId)?.siteModuleType
  const definition = MODULE_WEB_DEFINITIONS.find((d) => d.type === type)
  await (definition && 'loadGuestCode' in definition ? definition.loadGuestCode?.() : undefined)?.catch(
    () => {},
  )
}
