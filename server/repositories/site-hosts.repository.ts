import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { SiteDomainRow } from './site-domains.repository.ts'
import { isUniqueViolation, type SiteRow } from './sites.repository.ts'

/**
 * The addresses of sites as routing and the address calls see them. A host change is no content
 * change: it writes no version and leaves the revision alone, so an open editor's next save stands.
 */
export class SiteHostsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** False when another site has the host (the unique index said no). */
  async setHost(siteId: string, host: string, now: string): Promise<boolean> {
    try {
      await this.db.updateTable('sites').set({ host, updated_at: now }).where('id', '=', siteId).execute()
      return true
    } catch (err) {
      if (isUniqueViolation(err)) return false
      throw err
    }
  }

  siteIdOfHost(host: string): Promise<string | undefined> {
    return this.db
      .selectFrom('sites')
      .select('id')
      .where('host', '=', host)
      .executeTakeFirst()
      .then((r) => r?.id)
  }

  /** The site's active custom domains, the one connected last first. */
  activeDomainsOf(siteId: string): Promise<SiteDomainRow[]> {
    return this.db
      .selectFrom('site_domains')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('active', '=', 1)
      .orderBy('connected_at', 'desc')
      .orderBy('active_date', 'desc')
      .execute()
  }

  /** The site's proven and connected custom domains (the ones served), the one connected last first. */
  servedDomainsOf(siteId: string): Promise<string[]> {
    return this.db
      .selectFrom('site_domains')
      .select('domain')
      .where('site_id', '=', siteId)
      .where('active', '=', 1)
      .where('proven_at', 'is not', null)
      .where('dns_status', '=', 'connected')
      .orderBy('connected_at', 'desc')
      .orderBy('domain')
      .execute()
      .then((rows) => rows.map((r) => r.domain))
  }

  /** The connected custom domain of the site whose subdomain is `host`. */
  async connectedDomainOfSubdomain(host: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sites')
      .innerJoin('site_domains', 'site_domains.site_id', 'sites.id')
      .select('site_domains.domain')
      .where('sites.host', '=', host)
      // An imported site's own domain claimed again: no redirect to itself.
      .where('site_domains.domain', '<>', host)
      .where('site_domains.active', '=', 1)
      .where('site_domains.proven_at', 'is not', null)
      .where('site_domains.dns_status', '=', 'connected')
      .orderBy('site_domains.connected_at', 'desc')
      .limit(1)
      .executeTakeFirst()
    return row?.domain
  }

  /** The published site served on `host`: its subdomain, or a proven and connected custom domain. */
  liveSiteOn(host: string): Promise<Pick<SiteRow, 'id' | 'active'> | undefined> {
    return this.db
      .selectFrom('sites')
      .select(['sites.id', 'sites.active'])
      .where('sites.active', '=', 1)
      .where((eb) =>
        eb.or([
          eb('sites.host', '=', host),
          eb(
            'sites.id',
            'in',
            eb
              .selectFrom('site_domains')
              .select('site_domains.site_id')
              .where('site_domains.domain', '=', host)
              .where('site_domains.active', '=', 1)
              .where('site_domains.proven_at', 'is not', null)
              .where('site_domains.dns_status', '=', 'connected'),
          ),
        ]),
      )
      .executeTakeFirst()
  }
}
