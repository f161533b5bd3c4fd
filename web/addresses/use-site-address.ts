import type { SiteV2 } from '#domain/site/schema.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { labelOfHost } from './subdomain-name.ts'

export interface SiteAddress {
  /** The subdomain label the site has now (active or not), or null. */
  currentLabel: string | null
  /** The site is published on its subdomain: the subdomain offer shows as bought. */
  hasActiveSubdomain: boolean
  /** The site is published on a custom domain, which is then its host. */
  customDomain: string | null
}

/** What the address pages need to know of a site's address, under the brand's main domain. */
export function useSiteAddress(site: SiteV2): SiteAddress {
  const { brand } = useBoot()
  const currentLabel = labelOfHost(site.host, brand.mainDomain)
  return {
    currentLabel,
    hasActiveSubdomain: site.active && currentLabel !== null,
    customDomain: site.customDomainActive && currentLabel === null ? site.host : null,
  }
}
