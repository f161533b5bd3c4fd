import type { FastifyRequest } from 'fastify'
import type { ResolvedHost } from '#domain/hosts.ts'
import type { LegacyPage, LegacyView } from '#domain/legacy/page.ts'
import { legacySlugs } from '#domain/legacy/slugs.ts'
import { readStoredLegacy } from '#domain/legacy/stored.ts'
import { headerOf } from '#domain/modules/header.ts'
import { isLocation } from '#domain/modules/location.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { languageCodeSchema } from '#domain/site/text.ts'
import type { LegacyPageInput } from '#web/legacy/page-input.ts'
import { headerImagePreload } from '#web/modules/Header/preload.ts'
import type { PageCommon, PublicPageInput } from '#web/site/page-input.ts'
import type { Services } from '../container.ts'
import type { Verdict } from '../policies/authorize.ts'
import { presentPublicSite } from '../presenters/site.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { withGateStyles } from './gate-assets.ts'
import { withGuestFormStyles } from './guest-form-assets.ts'
import type { HtmlCache } from './html-cache.ts'
import {
  changeStateFromQuery,
  type GuestPageState,
  guestStateFromQuery,
  type PagePlace,
  plainAnswer,
} from './plain-answers.ts'
import { type GateFailure, gateFailureShown, isExpired, type PublicPageResult } from './public-page.ts'
import { renderPage } from './render.ts'

export interface LegacyPageContext {
  request: FastifyRequest
  resolved: ResolvedHost
  row: SiteRow
  verdict: Verdict
  services: Services
  cache: HtmlCache
  url: URL
  /** The request's query as it takes part in the cache key (page-query.ts). */
  search: string
  common: (language: string, title: string, design?: SiteContent) => PageCommon
  send: (status: number, body: string, cacheControl: string, siteId?: string) => PublicPageResult
  /** The site's public address, for a guest's private answer link. */
  siteUrl: string | null
  /** Why the gate's password, posted without a script, was refused (public-page.ts takes the post). */
  gateFailure: GateFailure | undefined
}

/**
 * The public page of a legacy site (spec 000: "a different renderer that has no language in the
 * path"): / is the page, /sv and the like are sent to /, anything else is not found. Expiry, the
 * password gate and robots are as on a V2 page.
 */
export async function legacyPublicPage(ctx: LegacyPageContext): Promise<PublicPageResult> {
  const { row, services, url, common, send } = ctx
  const content = services.sites.content(row)
  const language = content.availableLanguages[0]?.languageCode ?? 'sv'
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments.length === 1 && languageCodeSchema.safeParse(segments[0]).success) {
    return { type: 'redirect', location: `/${url.search}` }
  }
  const base = common(language, '', content)
  if (segments.length > 0) {
    return send(404, renderPage({ ...base, title: 'Sidan finns inte', kind: 'not-found' }), 'no-cache')
  }
  if (isExpired(row, new Date())) {
    return send(
      410,
      renderPage({ ...base, title: 'Sidan har gått ut', noindex: true, kind: 'expired' }),
      'no-cache',
    )
  }
  if (ctx.verdict === 'password') {
    const input: PublicPageInput = {
      ...base,
      title: ctx.resolved.host ?? '',
      noindex: true,
      kind: 'gate',
      ...gateFailureShown(ctx.gateFailure, base.uiLanguage),
      site: {
        _id: row.id,
        passwordProtected: true,
        availableLanguages: [{ languageCode: language }],
        colorScheme: content.colorScheme,
        fonts: content.fonts,
      },
    }
    input.assets = withGateStyles(input.assets)
    return send(ctx.gateFailure?.status ?? 401, renderPage(input), 'private, no-store', row.id)
  }

  // A guest's own request, as on a V2 page (plain-answers.ts): a form asked for, a post without a
  // script, its confirmation, a private answer link. That page is the guest's alone.
  const legacy = legacyPage(row)
  const place: PagePlace = { path: '/', anchor: (id) => legacy.slugs[id] ?? id }
  let guest: GuestPageState | undefined
  if (ctx.request.method === 'POST') {
    const body = ctx.request.body
    const answer = await plainAnswer(body, row, content, language, services, undefined, ctx.siteUrl, place)
    if ('redirect' in answer) return { type: 'redirect', location: answer.redirect, status: 303 }
    guest = answer
  } else {
    guest =
      (await changeStateFromQuery(url, row, content, language, services, ctx.siteUrl, place)) ??
      guestStateFromQuery(url, row, content, language, services)
  }

  const guestData = await services.guestData.forGuests(row.id, content)
  const reservations = guestData.giftRegistryReservations
    .map((r) => `${r.giftRegistryId}=${r.quantityReserved}`)
    .join(',')
  const key = `legacy:${row.id}:${row.revision}:${base.uiLanguage}:${ctx.request.headers.host}:${ctx.search}:${reservations}`
  const own = guest !== undefined
  const cacheControl = own ? 'private, no-store' : row.password ? 'private, no-cache' : 'no-cache'
  const cacheable = !own && !(row.password && services.images.signsProtectedImages)
  const cached = cacheable ? ctx.cache.get(key) : undefined
  if (cached) return send(200, cached, cacheControl, row.id)

  const presented = presentPublicSite(row, guestData)
  const modules = await services.images.forGuests(row, presented.siteModules)
  const site = { ...presented, siteModules: modules.map((m) => withLegacyMap(m, row.id)) }
  const input: LegacyPageInput = {
    ...base,
    title: lookupText(headerOf(site.siteModules)?.title, language).trim() || ctx.resolved.host || '',
    noindex: site.metaNoindex,
    kind: 'site',
    site,
    legacy,
    ...(guest?.openForm ? { openForm: guest.openForm } : {}),
    ...(guest?.notice ? { notice: guest.notice } : {}),
  }
  const heroImage = headerImagePreload(site.siteModules)
  if (heroImage && (!guest || guest.atTop))
    input.assets = { ...input.assets, preloads: [heroImage, ...(input.assets.preloads ?? [])] }
  // The served form's honeypot stays hidden without the script by the guest form's styles.
  if (guest?.openForm) input.assets = withGuestFormStyles(input.assets)
  const rendered = renderPage(input)
  if (cacheable) ctx.cache.set(key, rendered)
  return send(guest?.status ?? 200, rendered, cacheControl, row.id)
}

/** The legacy anchors and the legacy views of the shown modules. */
function legacyPage(row: SiteRow): LegacyPage {
  const { site } = readStoredLegacy(row.content)
  const shown = site.modules.filter((m) => !m.hide)
  const views: Record<string, LegacyView> = {}
  for (const m of shown) {
    if (m.module === 'RSVP3' || m.module === 'Speech2' || m.module === 'countDown') {
      views[m.id] = { type: m.module, properties: m.properties } as LegacyView
    }
  }
  return { slugs: legacySlugs(shown), views }
}

type Module = ReturnType<typeof presentPublicSite>['siteModules'][number]

/** A legacy map is drawn on request (GET .../maps/{location}/{zoom}/{theme}/{color}/), not stored. */
function withLegacyMap(module: Module, siteId: string): Module {
  if (!isLocation(module) || !module.map?.location || module.map.map) return module
  const { location, zoom, mapTheme, markerColor } = module.map
  const path = `/api/sites/${encodeURIComponent(siteId)}/maps/${encodeURIComponent(location)}/${zoom}/${mapTheme}/${markerColor.replace('#', '')}`
  return {
    ...module,
    map: { ...module.map, map: { path, fileName: '', sizes: [], width: 420, height: 420 } },
  }
}
