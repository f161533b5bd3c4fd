import type { BrandInfo } from '#domain/brands.ts'
import { localSiteHostname } from '#domain/hosts.ts'

function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost')
}

/**
 * The brand's demo site. Locally (the landing origin is on *.localhost) it is
 * http://demo.{label}.localhost:{port}/, where label is the first label of the main domain.
 */
export function demoSiteUrl(brand: BrandInfo, landingOrigin: string): string {
  const landing = new URL(landingOrigin)
  if (isLocalHostname(landing.hostname)) {
    const [label] = brand.mainDomain.split('.')
    return `http://demo.${label}.localhost${landing.port ? `:${landing.port}` : ''}/`
  }
  return `${landing.protocol}//${brand.demoHost}/`
}

/**
 * Where a site with this host is seen. Locally a host under a main domain maps to its *.localhost
 * name; any other host (a custom domain) is reached through ?domainHost= on the landing origin.
 */
export function publicSiteUrl(host: string, landingOrigin: string): string {
  const landing = new URL(landingOrigin)
  if (!isLocalHostname(landing.hostname)) return `https://${host}/`
  const local = localSiteHostname(host)
  if (local === host) return `${landing.origin}/?domainHost=${encodeURIComponent(host)}`
  return `${landing.protocol}//${local}${landing.port ? `:${landing.port}` : ''}/`
}
