import type { PublicSite, SiteV2 } from '#domain/site/schema.ts'
import { parseStoredWizardData } from '#domain/site/stored.ts'
import { siteContent } from '../repositories/site-content.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { SiteAddress } from '../services/addresses/hosts.service.ts'
import type { SiteGuestData } from '../services/guests/site-guest-data.ts'

export const NO_GUEST_DATA: SiteGuestData = { giftRegistryReservations: [], hasRsvps: false }

/**
 * The site as its owner gets it, from a read and from every save alike. Database rows never leave
 * the server as they are.
 */
/** A site with no custom domain: its address is its subdomain (issue 16 fills this in for the owner). */
const subdomainOnly = (row: SiteRow): SiteAddress => ({
  host: row.host,
  customDomainActive: false,
  customDomainActiveDate: null,
})

export function presentSite(
  row: SiteRow,
  guest: SiteGuestData,
  address: SiteAddress = subdomainOnly(row),
): SiteV2 {
  return {
    ...siteContent(row),
    _id: row.id,
    host: address.host,
    active: row.active === 1,
    activeDate: row.active_date,
    activeExpireDate: row.active_expire_date,
    password: row.password,
    hasRsvps: guest.hasRsvps,
    quickStart: row.quick_start === 1,
    siteVersion: 2,
    usesSiteModules: true,
    metaNoindex: row.meta_noindex === 1,
    giftRegistryReservations: guest.giftRegistryReservations,
    ...(guest.giftFundTotals ? { giftFundTotals: guest.giftFundTotals } : {}),
    wizardData: parseStoredWizardData(row.wizard_data),
    customDomainActive: address.customDomainActive,
    customDomainActiveDate: address.customDomainActiveDate,
    customDomainRegistrationsAvailable: 0,
    revision: row.revision,
  }
}

/** What guests get: hidden modules, the password, recipients and wizard data never leave. */
export function presentPublicSite(row: SiteRow, guest: SiteGuestData): PublicSite {
  const { password, formRecipients, wizardData, hasRsvps, ...site } = presentSite(row, guest)
  return {
    ...site,
    siteModules: site.siteModules.filter((m) => !m.hide),
    passwordProtected: !!password,
  }
}
