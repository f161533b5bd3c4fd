import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { escapeHtml } from '#domain/escape-html.ts'
import { FAVICON_DATA_URI } from '#domain/favicon.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import { EARLY_TAP_SCRIPT } from '#domain/site/early-tap-script.ts'
import { memberAnswers } from '#web/guests/index.ts'
import { LegacySitePage } from '#web/legacy/index.ts'
import { earlyFormModules, guestChoices, moduleViewFor, RsvpGuests } from '#web/modules/index.ts'
import { embedJson } from './embed-json.ts'
import { EventLogo } from './event-logos/EventLogo.tsx'
import { SiteGraphic } from './graphics/SiteGraphic.tsx'
import { PublicApp } from './PublicApp.tsx'
import type { PublicPageInput } from './page-input.ts'
import { SiteProvider } from './site-context.tsx'
import { type StaticSlots, StaticSlotsProvider } from './static-slots.tsx'
import { backgroundColor, designOf } from './theme-style.ts'

type SitePageInput = Extract<PublicPageInput, { kind: 'site' }>

export interface RenderOptions {
  /** A module whose view threw on the server; the page shows its error message instead. */
  onModuleError?: (error: unknown, module: SiteModule) => void
}

function reportToConsole(error: unknown, module: SiteModule): void {
  console.error(`Public page: module ${module.id} (${module.siteModuleType}) failed to render`, error)
}

/**
 * renderToString has no error boundaries: one throwing module would fail the whole page. So each
 * module is first rendered on its own, and the ones that throw are marked in the input, which the
 * client also receives, so both sides show the error message in their place and hydration matches.
 */
function markFailedModules(input: SitePageInput, report: NonNullable<RenderOptions['onModuleError']>) {
  const failed: string[] = []
  for (const module of input.site.siteModules) {
    const View = moduleViewFor(module)
    if (!View || module.hide) continue
    try {
      renderToString(
        <SiteProvider value={siteContextOf(input)}>
          <View module={module} language={input.language} />
        </SiteProvider>,
      )
    } catch (error) {
      failed.push(module.id)
      report(error, module)
    }
  }
  return failed.length ? { ...input, failedModuleIds: failed } : input
}

function siteContextOf(input: SitePageInput) {
  return {
    site: input.site,
    language: input.language,
    uiLanguage: input.uiLanguage,
    editMode: false,
    invitation: input.invitation,
    events: input.events,
  }
}

/** The site's artwork as HTML; an unknown name is logged and leaves the slot empty, not the page. */
function artworkSlots(site: SitePageInput['site']): StaticSlots {
  const slots: StaticSlots = {}
  const render = (what: string, node: ReactNode) => {
    try {
      return { html: renderToString(node) }
    } catch (error) {
      console.error(`Public page: ${what} failed to render`, error)
      return undefined
    }
  }
  if (site.siteGraphic) slots.siteGraphic = render('site graphic', <SiteGraphic name={site.siteGraphic} />)
  if (site.eventLogo)
    slots.eventLogo = render('event logo', <EventLogo logo={site.eventLogo} headingLevel={1} />)
  return slots
}

/**
 * Each RSVP's form for its most guests, with an empty key and group the early-tap script fills in:
 * its own render with its own id prefix, so its ids are not the page's.
 */
function earlyFormSlots(input: SitePageInput): StaticSlots['earlyForms'] {
  const forms: NonNullable<StaticSlots['earlyForms']> = {}
  for (const module of earlyFormModules(input.site.siteModules, input.openForm?.moduleId)) {
    if (input.failedModuleIds?.includes(module.id)) continue
    const count = guestChoices(module.maxNumberOfGuests).length
    // A household's personal page: its members' names are in it, as in the form the script renders.
    const answers = memberAnswers(module.form.formElements, input.invitation, count)
    const openForm = {
      moduleId: module.id,
      count,
      postKey: '',
      groupIdentifier: '',
      ...(answers ? { answers } : {}),
    }
    try {
      const html = renderToString(
        <SiteProvider value={{ ...siteContextOf(input), openForm }}>
          <RsvpGuests
            module={module}
            language={input.language}
            siteId={input.site._id}
            editMode={false}
            count={count}
            onSent={() => {}}
            fallbackFocus={() => null}
          />
        </SiteProvider>,
        { identifierPrefix: `early-${module.id}-` },
      )
      forms[module.id] = { html }
    } catch (error) {
      // The page still works: a tap before the script then asks the server for the open form.
      console.error(`Public page: the early form of ${module.id} failed to render`, error)
    }
  }
  return forms
}

/**
 * The page input as the browser gets it: without the assets, which only this render reads (their
 * inline CSS, already in the head, was two thirds of the embedded input).
 */
function withoutAssets(input: PublicPageInput): Omit<PublicPageInput, 'assets'> {
  const { assets: _inHead, ...rest } = input
  return rest
}

/**
 * React puts the resource hints it finds in a tree (a preload of each image that is not lazy) in
 * front of the markup when it renders no <head>; they belong in the head. In the root they would be
 * nodes that no component renders, which Preact, hydrating the page (decision 0030), would move the
 * whole page past, losing the focus of a guest typing in the early form.
 */
function withHintsApart(html: string): { hints: string[]; app: string } {
  const leading = /^<link [^>]*>/
  const hints: string[] = []
  let app = html
  for (let match = leading.exec(app); match; match = leading.exec(app)) {
    hints.push(match[0])
    app = app.slice(match[0].length)
  }
  return { hints, app }
}

/** The complete HTML document of a public page: head, server-rendered React root, page input. */
export function renderPublicDocument(input: PublicPageInput, options: RenderOptions = {}): string {
  const page =
    input.kind === 'site' ? markFailedModules(input, options.onModuleError ?? reportToConsole) : input
  const { hints, app } = withHintsApart(
    renderToString(
      <StaticSlotsProvider
        slots={page.kind === 'site' ? { ...artworkSlots(page.site), earlyForms: earlyFormSlots(page) } : {}}
      >
        <PublicApp input={page} legacyPage={LegacySitePage} />
      </StaticSlotsProvider>,
    ),
  )
  const robots = input.noindex ? 'noindex, noimageindex, nofollow' : 'all'
  const preloads = (input.assets.preloads ?? []).map(
    (p) =>
      `<link rel="preload" href="${escapeHtml(p.href)}" as="${p.as}"${p.type ? ` type="${escapeHtml(p.type)}"` : ''}${
        p.imageSrcSet
          ? ` imagesrcset="${escapeHtml(p.imageSrcSet)}" imagesizes="${escapeHtml(p.imageSizes ?? '100vw')}"`
          : ''
      }${p.as === 'font' ? ' crossorigin' : ''}${p.as === 'image' ? ' fetchpriority="high"' : ''}>`,
  )
  const styles = input.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
  // Inline CSS comes from our own build and fixed font data, never from owner input; '</' is
  // still escaped so no content can close the element.
  const safeCss = (css: string) => css.replace(/<\//g, '<\\/')
  const inlineCss = [
    ...(input.assets.inlineStyles ?? []).map(
      (s) => `<style data-href="${escapeHtml(s.href)}">${safeCss(s.css)}</style>`,
    ),
    ...(input.assets.inlineCss ? [`<style>${safeCss(input.assets.inlineCss)}</style>`] : []),
  ]
  const scripts = input.assets.scripts.map(
    (src) => `<script type="module" src="${escapeHtml(src)}" fetchpriority="low"></script>`,
  )
  const background = escapeHtml(`background-color:${backgroundColor(designOf(input))}`)

  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.language)}"${input.postKeyWaitMs === undefined ? '' : ` data-key-wait="${input.postKeyWaitMs}"`}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script>${EARLY_TAP_SCRIPT}</script>`,
    `<link rel="icon" href="${FAVICON_DATA_URI}">`,
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="robots" content="${robots}">`,
    ...preloads,
    ...hints,
    ...styles,
    ...inlineCss,
    ...scripts,
    '</head>',
    // The body gets the page background too, so overscroll and short pages show no white edge.
    `<body style="${background}">`,
    `<div id="root">${app}</div>`,
    `<script id="page-input" type="application/json">${embedJson(withoutAssets(page))}</script>`,
    '</body>',
    '</html>',
  ].join('\n')
}
