import type { SiteV2 } from '#domain/site/schema.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { labelOfHost } from './subdomain-name.ts'

export interface SiteAddress {
  /** The subdomain label the site's host has now (active or not), or null. */
  currentLabel: string | null
  /** Published on its subdomain: a domain is bought as an upgrade. */
  hasActiveSubdomain: boolean
  /**
   * The site's custom domain, if it has one: once connected it is the site's host; a domain at
   * another registrar still waiting for DNS leaves the host on the subdomain.
   */
  customDomain: { connected: true; domain: string } | { connected: false } | null
}

/** What the address pages need to know of a site's address, under the brand's main domain. */
export function useSiteAddress(site: SiteV2): SiteAddress {
  const { brand } = useBoot()
  const currentLabel = labelOfHost(site.host, brand.mainDomain)
  const connectedDomain = site.customDomainActive && currentLabel === null ? site.host : null
  return {
    currentLabel,
    hasActiveSubdomain: site.active && currentLabel !== null,
    customDomain: !site.customDomainActive
      ? null
      : connectedDomain
        ? { connected: true, domain: connectedDomain }
        : { connected: false },
  }
}
