import type { AccountPage } from '#domain/payments.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { SiteDomainRow } from '../repositories/site-domains.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'

/** GET /api/sites/{id}/account/ (spec 000 section 3, the account-page view). */
export function presentAccountPage(
  account: AccountRow,
  site: SiteRow,
  visitorCount: number,
  domains: SiteDomainRow[] = [],
): AccountPage {
  return {
    mail: account.mail,
    registered: { date: account.registered_at },
    site: {
      _id: site.id,
      // Where guests find the site: its connected custom domain, else its subdomain.
      host: domains.find((d) => d.active === 1 && d.dns_status === 'connected')?.domain ?? site.host,
      visitorCount,
      active: site.active === 1,
      activeDate: site.active_date,
      activeExpireDate: site.active_expire_date,
      // Paid custom domains; one still being registered has no expiry yet.
      customDomains: domains.map((d) => ({ domain: d.domain, expires: d.expires_at })),
    },
  }
}
