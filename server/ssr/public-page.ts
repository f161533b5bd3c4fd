import type { FastifyRequest } from 'fastify'
import { PLAIN_FIELDS } from '#domain/forms/plain-answer.ts'
import { POST_KEY_MARGIN_MS } from '#domain/forms/post-key-age.ts'
import { landingOrigin, type ResolvedHost } from '#domain/hosts.ts'
import { isStoredLegacy } from '#domain/legacy/stored.ts'
import { headerOf } from '#domain/modules/header.ts'
import { MODULE_DEFINITIONS } from '#domain/modules/registry.ts'
import {
  chooseInterfaceLanguage,
  isInterfaceLanguage,
  parseAcceptLanguage,
  pickPreferredLanguage,
} from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { languageCodeSchema } from '#domain/site/text.ts'
import { ANSWER_LINK_PARAM } from '#web/modules/guest-forms/sent-answers.ts'
import { headerImagePreload } from '#web/modules/Header/preload.ts'
import { earlyFormModules } from '#web/modules/Rsvp/at-once.ts'
import type { PageCommon, PublicPageInput } from '#web/site/page-input.ts'
import type { Config } from '../config.ts'
import type { Services } from '../container.ts'
import { AppError } from '../http/errors.ts'
import { requestPort, trustedOrigin } from '../http/request-context.ts'
import type { Actor } from '../policies/actor.ts'
import { decide } from '../policies/authorize.ts'
import { presentGuestPhoto } from '../presenters/photo.presenter.ts'
import { presentPublicSite } from '../presenters/site.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { eventsDigest } from '../services/events/events.service.ts'
import { fundsOf } from '../services/guests/gift-pledges.service.ts'
import { designAssets } from './design-assets.ts'
import { withFundStyles } from './fund-assets.ts'
import { withGateStyles } from './gate-assets.ts'
import { withGuestFormStyles } from './guest-form-assets.ts'
import type { HtmlCache } from './html-cache.ts'
import { legacyPublicPage } from './legacy-page.ts'
import type { ClientAssets } from './manifest.ts'
import { fillSearch, pageSearch, SEARCH_HOLE } from './page-query.ts'
import { personalInvitation } from './personal-page.ts'
import { photoPageHtml, photoPageOf } from './photo-pages.ts'
import {
  changeStateFromQuery,
  type GuestPageState,
  guestStateFromQuery,
  plainAnswer,
} from './plain-answers.ts'
import { renderPage } from './render.ts'

export type PublicPageResult =
  | { type: 'html'; status: number; html: string; cacheControl: string; siteId?: string }
  | { type: 'redirect'; location: string; status?: 302 | 303 }

const DEMO_WORD = { sv: 'Demosida', en: 'Demo site', da: 'Demoside' } as const

/**
 * Decides what a customer host shows for a path (spec 000 section 2, Public app) and renders it:
 * the wrong-address page, a 404, a language redirect, the password gate or the site.
 */
export async function publicPage(
  request: FastifyRequest,
  resolved: ResolvedHost,
  deps: {
    config: Config
    services: Services
    assets: ClientAssets
    cache: HtmlCache
    visitor: Actor
    /** The gate's password posted without a script: sets the visitor cookie, or throws (401, 429). */
    login: (site: SiteRow, password: string) => Promise<void>
  },
): Promise<PublicPageResult> {
  const { services } = deps
  const url = new URL(request.url, 'http://x')
  const search = pageSearch(url)
  const send = (status: number, body: string, cacheControl: string, siteId?: string) =>
    html(status, fillSearch(body, url.search), cacheControl, siteId)
  const browser = parseAcceptLanguage(request.headers['accept-language'])
  const landingUrl = `${landingOrigin(resolved.brand, { local: resolved.local, port: requestPort(request) })}/`
  const uiFallback = chooseInterfaceLanguage({ host: resolved.host, browser })
  const common = (language: string, title: string, design?: SiteContent): PageCommon => ({
    language,
    uiLanguage: isInterfaceLanguage(language) ? language : uiFallback,
    title,
    noindex: false,
    brand: resolved.brand,
    landingUrl,
    search: SEARCH_HOLE,
    postKeyWaitMs: deps.config.POST_KEY_MIN_AGE_MS + POST_KEY_MARGIN_MS,
    assets: designAssets(deps.assets, design),
  })

  const row = resolved.host ? await services.sites.findByHost(resolved.host) : undefined
  const verdict = decide(deps.visitor, 'site.viewPublic', row)
  if (!row || verdict === 'notFound') {
    const input: PublicPageInput = {
      ...common(uiFallback, wrongAddressTitle(uiFallback)),
      kind: 'wrong-address',
    }
    return send(404, renderPage(input), 'no-cache')
  }
  // The site's main address, for the private answer link a guest is given (as the V4 call's).
  // Only an answer posted or a private link opened shows it: a plain view asks nothing more.
  const showsAnswerLink = request.method === 'POST' || url.searchParams.has(ANSWER_LINK_PARAM)
  const siteUrl = showsAnswerLink
    ? await services.hosts.mainUrl(row, trustedOrigin(request, deps.config))
    : null
  // The gate's own form posted without a script (or before it ran): in, the page shows the site.
  let gateFailure: GateFailure | undefined
  const gatePassword = request.method === 'POST' ? gatePost(request.body) : undefined
  if (gatePassword !== undefined) {
    const again = {
      type: 'redirect' as const,
      location: `${url.pathname}${url.search}`,
      status: 303 as const,
    }
    if (verdict !== 'password') return again
    try {
      await deps.login(row, gatePassword)
      return again
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      gateFailure =
        error.status === 401
          ? { kind: 'wrong-password', status: 401 }
          : { kind: 'failed', status: error.status, detail: error.texts }
    }
  }

  if (isStoredLegacy(row.content)) {
    const { cache } = deps
    return legacyPublicPage({
      request,
      resolved,
      row,
      verdict,
      services,
      cache,
      url,
      search,
      common,
      send,
      siteUrl,
      gateFailure,
    })
  }

  const content = services.sites.content(row)
  const languages = content.availableLanguages.map((l) => l.languageCode)
  const segments = url.pathname.split('/').filter(Boolean)
  const notFound = (language: string) =>
    send(
      404,
      renderPage({ ...common(language, notFoundTitle(language, uiFallback)), kind: 'not-found' }),
      'no-cache',
    )
  // The guests' photo pages (issue 34): /{language}/bilder and /{language}/bildspel.
  const photoPage = segments.length === 2 ? photoPageOf(segments[1] ?? '') : undefined
  if (segments.length > 1 && !photoPage) return notFound(languages[0] ?? uiFallback)

  let language: string
  if (segments.length >= 1) {
    const code = safeDecode(segments[0] ?? '')
    // A typed or printed /SV is the same page as /sv; it is sent to the address the page links to.
    const same = code !== undefined && languages.find((l) => l.toLowerCase() === code.toLowerCase())
    const rest = segments
      .slice(1)
      .map((s) => `/${s}`)
      .join('')
    if (same && same !== code) return { type: 'redirect', location: `/${same}${rest}${url.search}` }
    if (code === undefined || !languageCodeSchema.safeParse(code).success || !languages.includes(code)) {
      return notFound(languages[0] ?? uiFallback)
    }
    language = code
  } else if (languages.length > 1) {
    const chosen =
      requestedLanguage(url, languages) ?? pickPreferredLanguage(browser, languages) ?? languages[0]
    return { type: 'redirect', location: `/${chosen}${url.search}` }
  } else {
    language = languages[0] ?? 'sv'
  }

  const base = common(language, '', content)
  if (isExpired(row, new Date())) {
    const input: PublicPageInput = {
      ...base,
      title: expiredTitle(base.uiLanguage),
      noindex: true,
      kind: 'expired',
    }
    return send(410, renderPage(input), 'no-cache')
  }
  if (verdict === 'password') {
    const names = lookupText(headerOf(content.siteModules)?.title, language).trim()
    const input: PublicPageInput = {
      ...base,
      title: resolved.isDemo ? demoTitle(base.uiLanguage, resolved) : names || (resolved.host ?? ''),
      noindex: true,
      kind: 'gate',
      ...gateFailureShown(gateFailure, base.uiLanguage),
      site: {
        _id: row.id,
        passwordProtected: true,
        availableLanguages: languages.map((languageCode) => ({ languageCode })),
        ...(names ? { names } : {}),
        colorScheme: content.colorScheme,
        fonts: content.fonts,
      },
    }
    input.assets = withGateStyles(input.assets)
    // The photo pages of a protected site are behind the same gate: in through the site's page.
    if (photoPage) return { type: 'redirect', location: `/${language}` }
    return send(gateFailure?.status ?? 401, renderPage(input), 'private, no-store', row.id)
  }
  if (photoPage) {
    const names = lookupText(headerOf(content.siteModules)?.title, language).trim()
    const page = await photoPageHtml(photoPage, {
      siteId: row.id,
      language,
      uiLanguage: base.uiLanguage,
      names: names || (resolved.host ?? ''),
      origin: trustedOrigin(request, deps.config),
      scripts: deps.assets.photoPages[photoPage],
      search: url.searchParams,
      photos:
        photoPage === 'slideshow'
          ? (await services.photos.list(row.id, ['approved'])).slice(0, 50).map(presentGuestPhoto)
          : [],
    })
    return send(200, page, row.password ? 'private, no-cache' : 'no-cache', row.id)
  }

  // A guest's own request: a form asked for (?svara=), a post without a script, a confirmation.
  // A household's personal link (?inbjudan=): the page is theirs, never the cached one.
  const invitation = await personalInvitation(request.method, request.body, url, row, services)
  let guest: GuestPageState | undefined
  if (request.method === 'POST') {
    const answer = await plainAnswer(request.body, row, content, language, services, invitation, siteUrl)
    if ('redirect' in answer) return { type: 'redirect', location: answer.redirect, status: 303 }
    guest = answer
  } else {
    guest =
      (await changeStateFromQuery(url, row, content, language, services, siteUrl)) ??
      guestStateFromQuery(url, row, content, language, services, invitation)
  }

  const guestData = await services.guestData.forGuests(row.id, content)
  // Reservations change without a revision, so their totals are part of the key.
  const reservations = guestData.giftRegistryReservations
    .map((r) => `${r.giftRegistryId}=${r.quantityReserved}`)
    .join(',')
  // And the funds' pledged sums (issue 35), as guests see them.
  const pledged = (guestData.giftFundTotals ?? [])
    .map((t) => `${t.giftRegistryId}=${t.pledged ?? ''}/${t.percent ?? ''}`)
    .join(',')
  // So do the events (their own table): a digest of what the page shows of them is in the key.
  // Read only for a page that shows them: every other page is spared the query.
  const showsEvents = content.siteModules.some(
    (m) => !m.hide && MODULE_DEFINITIONS[m.siteModuleType].readsEvents,
  )
  const events = showsEvents
    ? await services.events.forGuests(row, invitation?.household ? invitation.code : null)
    : []
  const key = `${row.id}:${row.revision}:${language}:${base.uiLanguage}:${request.headers.host}:${search}:${reservations}:${pledged}:${eventsDigest(events)}`
  // A page with a guest's own form (its post key) or outcome is that guest's alone.
  const own = guest !== undefined || invitation !== undefined
  const cacheControl = own ? 'private, no-store' : row.password ? 'private, no-cache' : 'no-cache'
  // Signed image URLs expire, so such a page is rendered anew for every view.
  const cacheable = !own && !(row.password && services.images.signsProtectedImages)
  const cached = cacheable ? deps.cache.get(key) : undefined
  if (cached) return send(200, cached, cacheControl, row.id)
  const presented = presentPublicSite(row, guestData)
  const site = { ...presented, siteModules: await services.images.forGuests(row, presented.siteModules) }
  const input: PublicPageInput = {
    ...base,
    title: resolved.isDemo
      ? demoTitle(base.uiLanguage, resolved)
      : siteTitle(site.siteModules, language, resolved),
    noindex: site.metaNoindex,
    kind: 'site',
    site,
    ...(guest?.openForm ? { openForm: guest.openForm } : {}),
    ...(guest?.notice ? { notice: guest.notice } : {}),
    ...(invitation ? { invitation } : {}),
    ...(events.length ? { events } : {}),
  }
  const heroImage = headerImagePreload(site.siteModules)
  // A guest's own page lands at a module further down: the header image can wait.
  if (heroImage && (!guest || guest.atTop))
    input.assets = { ...input.assets, preloads: [heroImage, ...(input.assets.preloads ?? [])] }
  // An RSVP's early form (early-tap-script.ts) may open before the form's own styles can arrive.
  const earlyForm = earlyFormModules(site.siteModules, undefined).length > 0
  if (guest?.openForm || earlyForm) input.assets = withGuestFormStyles(input.assets)
  if (fundsOf(content).length > 0) input.assets = withFundStyles(input.assets)
  const rendered = renderPage(input)
  if (cacheable) deps.cache.set(key, rendered)
  return send(guest?.status ?? 200, rendered, cacheControl, row.id)
}

export type GateFailure =
  | { kind: 'wrong-password'; status: number }
  | { kind: 'failed'; status: number; detail: Record<'sv' | 'en' | 'da', string> }

/** A refused gate post as the gate shows it, in the page's texts language. */
export function gateFailureShown(
  failure: GateFailure | undefined,
  uiLanguage: 'sv' | 'en' | 'da',
): { failure?: { kind: 'failed'; detail: string } | { kind: 'wrong-password' } } {
  if (!failure) return {}
  return {
    failure:
      failure.kind === 'failed'
        ? { kind: 'failed', detail: failure.detail[uiLanguage] }
        : { kind: 'wrong-password' },
  }
}

/**
 * The password of a post from the gate's form, its one field; undefined for any other post (a
 * guest form's, a gift's with its own password field, names its kind in PLAIN_FIELDS.kind).
 */
function gatePost(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || PLAIN_FIELDS.kind in body) return undefined
  const password = (body as Record<string, unknown>).password
  return typeof password === 'string' ? password : undefined
}

/** ?lang=sv|en|da (spec 000 section 1) chooses the language before the browser's, when the site has it. */
function requestedLanguage(url: URL, languages: string[]): string | undefined {
  const wanted = url.searchParams.get('lang')?.toLowerCase()
  return wanted && isInterfaceLanguage(wanted) && languages.includes(wanted) ? wanted : undefined
}

/** A malformed escape like '%E0%A4%A' is a path that does not exist, not a server error. */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

function html(status: number, body: string, cacheControl: string, siteId?: string): PublicPageResult {
  return { type: 'html', status, html: body, cacheControl, siteId }
}

function demoTitle(ui: 'sv' | 'en' | 'da', resolved: ResolvedHost): string {
  return `${DEMO_WORD[ui]} - ${resolved.brand.siteName}`
}

function siteTitle(modules: PublicSiteModules, language: string, resolved: ResolvedHost): string {
  const header = headerOf(modules)
  return lookupText(header?.title, language).trim() || resolved.host || resolved.brand.siteName
}
type PublicSiteModules = ReturnType<typeof presentPublicSite>['siteModules']

/** A published site past its expiry shows guests the expired page; the owner extends it in the app. */
export function isExpired(row: { active: number; active_expire_date: string | null }, now: Date): boolean {
  return row.active === 1 && row.active_expire_date !== null && new Date(row.active_expire_date) < now
}

function expiredTitle(ui: 'sv' | 'en' | 'da'): string {
  return { sv: 'Sidan har gått ut', en: 'This page has expired', da: 'Siden er udløbet' }[ui]
}

function wrongAddressTitle(ui: 'sv' | 'en' | 'da'): string {
  return { sv: 'Fel adress', en: 'Wrong address', da: 'Forkert adresse' }[ui]
}

function notFoundTitle(language: string, fallback: 'sv' | 'en' | 'da'): string {
  const ui = isInterfaceLanguage(language) ? language : fallback
  return { sv: 'Sidan finns inte', en: 'Page not found', da: 'Siden findes ikke' }[ui]
}
