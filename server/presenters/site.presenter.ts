import type { PublicSite, SiteContent, SiteV2, WizardData } from '#domain/site/schema.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'

// A row read once (the public page keeps rows for a moment) is parsed once, not on every view.
const parsed = new WeakMap<SiteRow, SiteContent>()

/** The site document of a row. Treat it as read-only: it is shared by every caller of the row. */
export function siteContent(row: SiteRow): SiteContent {
  let content = parsed.get(row)
  if (!content) {
    content = JSON.parse(row.content) as SiteContent
    parsed.set(row, content)
  }
  return content
}

/** Guest data shown with a site; it lives in its own tables, never in the site document. */
export interface SiteGuestData {
  giftRegistryReservations: { giftRegistryId: string; quantityReserved: number }[]
  hasRsvps: boolean
}

const NO_GUEST_DATA: SiteGuestData = { giftRegistryReservations: [], hasRsvps: false }

/** The site as its owner gets it. Database rows never leave the server as they are. */
export function presentSite(row: SiteRow, guest: SiteGuestData = NO_GUEST_DATA): SiteV2 {
  const content = siteContent(row)
  return {
    ...content,
    _id: row.id,
    host: row.host,
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
    wizardData: row.wizard_data ? (JSON.parse(row.wizard_data) as WizardData) : null,
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: 0,
    revision: row.revision,
  }
}

/** What guests get: hidden modules, the password, recipients and wizard data never leave. */
export function presentPublicSite(row: SiteRow, guest: SiteGuestData = NO_GUEST_DATA): PublicSite {
  const { password, formRecipients, wizardData, hasRsvps, ...site } = presentSite(row, guest)
  return {
    ...site,
    siteModules: site.siteModules.filter((m) => !m.hide),
    passwordProtected: !!password,
  }
}
