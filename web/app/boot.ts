import { type BrandInfo, brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import {
  type HostMode,
  landingOrigin,
  normaliseHostname,
  portOf,
  resolveHost,
  toSiteHost,
} from '#domain/hosts.ts'

/** What the server tells the owner app about the host it was served on. */
export interface Boot {
  mode: HostMode
  brand: BrandInfo
  /** The origin of the brand's landing site, e.g. http://brollopssida.localhost:3000 */
  landingOrigin: string
  production: boolean
  /** ANALYTICS_URL: the Plausible-compatible analytics server (web/app/analytics.ts). */
  analyticsUrl?: string
  /** ERROR_REPORTING_DSN: where unhandled errors are reported (web/app/error-reporting.ts). */
  errorReportingDsn?: string
}

export const BOOT_ELEMENT_ID = 'boot'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value ? value : fallback
}

/** Checks the boot JSON; an unknown brand or market throws 'Unknown brand: x' / 'Unknown market: x'. */
export function parseBoot(value: unknown): Boot {
  if (!isRecord(value) || !isRecord(value.brand)) throw new Error('Boot data is not an object with a brand')
  const known = brandInfo(parseBrand(value.brand.brand), parseMarket(value.brand.market))
  if (typeof value.landingOrigin !== 'string' || !/^https?:\/\//.test(value.landingOrigin)) {
    throw new Error(`Boot data has no landing origin: ${String(value.landingOrigin)}`)
  }
  return {
    mode: value.mode === 'PUBLIC' ? 'PUBLIC' : 'EDIT',
    brand: {
      ...known,
      siteName: stringOr(value.brand.siteName, known.siteName),
      mainDomain: stringOr(value.brand.mainDomain, known.mainDomain),
      contactMail: stringOr(value.brand.contactMail, known.contactMail),
      demoHost: stringOr(value.brand.demoHost, known.demoHost),
    },
    landingOrigin: value.landingOrigin.replace(/\/+$/, ''),
    production: value.production === true,
    ...optionalUrl('analyticsUrl', value.analyticsUrl),
    ...optionalUrl('errorReportingDsn', value.errorReportingDsn),
  }
}

function optionalUrl<K extends string>(key: K, value: unknown): { [P in K]?: string } {
  return typeof value === 'string' && /^https?:\/\//.test(value)
    ? ({ [key]: value } as { [P in K]: string })
    : {}
}

/** The boot data the page itself implies, for the Vite dev server that injects none. */
export function bootFromLocation(location: Pick<Location, 'host' | 'search'>, production: boolean): Boot {
  const domainHost = new URLSearchParams(location.search).get('domainHost')
  const resolved = resolveHost({
    rawHost: location.host,
    domainHost,
    defaultBrand: 'wedding',
    defaultMarket: 'se',
  })
  // Local or not depends on where the page really is, not on a ?domainHost= override.
  const { local } = toSiteHost(normaliseHostname(location.host))
  return {
    mode: resolved.mode,
    brand: resolved.brand,
    landingOrigin: landingOrigin(resolved.brand, { local, port: portOf(location.host) }),
    production,
  }
}

export interface BootResult {
  boot: Boot
  /** Why the injected boot data could not be used; the app still starts from the location. */
  problem?: unknown
}

export function readBoot(
  document: Pick<Document, 'getElementById'>,
  location: Pick<Location, 'host' | 'search'>,
  production: boolean,
): BootResult {
  const element = document.getElementById(BOOT_ELEMENT_ID)
  if (!element?.textContent) return { boot: bootFromLocation(location, production) }
  try {
    return { boot: parseBoot(JSON.parse(element.textContent)) }
  } catch (problem) {
    return { boot: bootFromLocation(location, production), problem }
  }
}
