import {
  allBrandInfos,
  type Brand,
  type BrandInfo,
  brandForMainDomain,
  brandInfo,
  type Market,
} from './brands.ts'

/** Host modes of spec 000 section 2, shared by the server and the web client. */
export type HostMode = 'EDIT' | 'PUBLIC'

export interface ResolvedHost {
  mode: HostMode
  /** The site host (www. stripped, *.localhost mapped to its real domain); null in local development. */
  host: string | null
  isDemo: boolean
  /** The brand of an EDIT host, or of the main domain a PUBLIC host sits under (if any). */
  brand: BrandInfo
  /** True when the request came through a local *.localhost / localhost name. */
  local: boolean
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Removes the port and a leading www., lower-cases. */
export function normaliseHostname(rawHost: string): string {
  let h = rawHost.trim().toLowerCase()
  if (h.startsWith('[')) h = h.slice(0, h.indexOf(']') + 1)
  else h = h.replace(/:\d+$/, '')
  if (h.startsWith('www.')) h = h.slice(4)
  return h
}

/** The port of a Host header value, or undefined. */
export function portOf(rawHost: string): string | undefined {
  return /:(\d+)$/.exec(rawHost.trim())?.[1]
}

/** Local development is detected when the port starts with 30 (spec 000 section 9). */
export function isLocalDevelopmentPort(port: string | undefined): boolean {
  return !!port?.startsWith('30')
}

/**
 * Maps `x.brollopssida.localhost` to `x.brollopssida.se` so that local hosts find the same sites as
 * production hosts. Returns null for plain local names.
 */
export function toSiteHost(hostname: string): { host: string | null; local: boolean } {
  if (LOCAL_NAMES.has(hostname)) return { host: null, local: true }
  if (hostname.endsWith('.localhost')) {
    const stem = hostname.slice(0, -'.localhost'.length)
    for (const info of allBrandInfos()) {
      const label = info.mainDomain.split('.')[0] ?? ''
      if (stem === label || stem.endsWith(`.${label}`)) {
        return { host: `${stem.slice(0, stem.length - label.length)}${info.mainDomain}`, local: true }
      }
    }
    return { host: stem, local: true }
  }
  return { host: hostname, local: false }
}

export interface HostInput {
  /** The Host header (may carry a port). */
  rawHost: string | null | undefined
  /** The domainHost query override. */
  domainHost?: string | null
  defaultBrand: Brand
  defaultMarket: Market
}

export function resolveHost(input: HostInput): ResolvedHost {
  const override = input.domainHost?.trim()
  const raw = override || input.rawHost || ''
  const { host, local } = toSiteHost(normaliseHostname(raw))
  const fallback = brandInfo(input.defaultBrand, input.defaultMarket)
  if (host === null) return { mode: 'EDIT', host: null, isDemo: false, brand: fallback, local }
  const main = brandForMainDomain(host)
  if (main) return { mode: 'EDIT', host, isDemo: false, brand: main, local }
  if (host.endsWith('.vercel.app')) return { mode: 'EDIT', host, isDemo: false, brand: fallback, local }
  const parent = allBrandInfos().find((b) => host.endsWith(`.${b.mainDomain}`))
  return { mode: 'PUBLIC', host, isDemo: host.startsWith('demo.'), brand: parent ?? fallback, local }
}

/** The origin people use for a brand's main domain, keeping local development local. */
export function landingOrigin(brand: BrandInfo, request: { local: boolean; port?: string }): string {
  if (!request.local) return `https://${brand.mainDomain}`
  const [label] = brand.mainDomain.split('.')
  return `http://${label}.localhost${request.port ? `:${request.port}` : ''}`
}

const LOCAL_HOST_HEADER = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)(:\d{1,5})?$/

/**
 * The origin of every absolute link the server writes (mails, QR codes, receipts, callbacks). In
 * production it is always the brand's real address: a mailed link that followed the Host header,
 * ?domainHost=, Origin or port would hand a reset token to whoever crafted the request. Outside
 * production a request through a local name keeps its own origin so links work on the developer's
 * machine; only the Host header counts for that, never ?domainHost=.
 */
export function linkOrigin(brand: BrandInfo, request: { production: boolean; rawHost?: string }): string {
  const raw = request.rawHost?.trim().toLowerCase() ?? ''
  if (!request.production && LOCAL_HOST_HEADER.test(raw)) return `http://${raw}`
  return `https://${brand.mainDomain}`
}

/** The local name of a site host: `x.brollopssida.se` -> `x.brollopssida.localhost`. */
export function localSiteHostname(host: string): string {
  for (const info of allBrandInfos()) {
    if (host === info.mainDomain || host.endsWith(`.${info.mainDomain}`)) {
      const [label] = info.mainDomain.split('.')
      return `${host.slice(0, host.length - info.mainDomain.length)}${label}.localhost`
    }
  }
  return host
}

/** A hostname of the local development setup: localhost or a name under it. */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost')
}

/**
 * Where guests see a site with this host (the editor shows it, the QR code encodes it). Locally a
 * host under a main domain maps to its *.localhost name; any other host (a custom domain) is
 * reached through ?domainHost= on the landing origin.
 */
export function publicSiteUrl(host: string, landingOrigin: string): string {
  const landing = new URL(landingOrigin)
  if (!isLocalHostname(landing.hostname)) return `https://${host}/`
  const local = localSiteHostname(host)
  if (local === host) return `${landing.origin}/?domainHost=${encodeURIComponent(host)}`
  return `${landing.protocol}//${local}${landing.port ? `:${landing.port}` : ''}/`
}

/**
 * Where a request to a subdomain goes once its site's custom domain is connected: the same path
 * and query on the domain. Locally (`landingOrigin` given) the domain is reached through
 * ?domainHost= on the landing origin, as publicSiteUrl does.
 */
export function customDomainRedirect(domain: string, requestUrl: string, landingOrigin?: string): string {
  const at = requestUrl.indexOf('?')
  const path = at < 0 ? requestUrl : requestUrl.slice(0, at)
  const query = at < 0 ? '' : requestUrl.slice(at + 1)
  const kept = query.split('&').filter((part) => part !== '' && !/^domainHost(=|$)/.test(part))
  if (landingOrigin) kept.push(`domainHost=${encodeURIComponent(domain)}`)
  const search = kept.length > 0 ? `?${kept.join('&')}` : ''
  return `${landingOrigin ?? `https://${domain}`}${path.startsWith('/') ? path : `/${path}`}${search}`
}
