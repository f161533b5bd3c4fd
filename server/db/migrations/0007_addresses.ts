import type { Kysely } from 'kysely'

/**
 * Addresses (issue 16). The subdomain stays in sites.host (unique) even after a custom domain is
 * connected, so it can answer 301 to the domain. Custom domains live in site_domains, keyed by the
 * domain: two sites on one domain are impossible. Subdomains sit under the brands' main domains and
 * custom domains never do (the address service refuses them), so the two keys never meet.
 * A pending payment holds its name in host_holds (one row per name): the primary key lets exactly
 * one of several concurrent purchases of a name start.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  // The custom domain a domain product is bought for (payments.host keeps the subdomain).
  await db.schema.alterTable('payments').addColumn('domain', 'text').execute()

  await db.schema
    .createTable('site_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // 'registered': bought through our registrar; 'other_registrar': the owner points its DNS here.
    .addColumn('kind', 'text', (c) => c.notNull())
    // The payment that bought it: one registration per payment.
    .addColumn('payment_reference', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_date', 'text')
    .addColumn('expires_at', 'text')
    // Registration through the registrar: claimed by one caller, then done (or released on failure).
    .addColumn('registration_claimed_at', 'text')
    .addColumn('registered_at', 'text')
    // 'waiting' until the DNS points here (other registrar), then 'connected'.
    .addColumn('dns_status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('dns_checked_at', 'text')
    .addColumn('connected_at', 'text')
    .addColumn('connected_mail_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('site_domains_site').on('site_domains').column('site_id').execute()
  await db.schema.createIndex('site_domains_dns').on('site_domains').columns(['kind', 'dns_status']).execute()

  await db.schema
    .createTable('host_holds')
    // A subdomain host or a custom domain.
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('payment_reference', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // After this an unpaid payment no longer holds the name.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()

  // A paid renewal of a registered domain: renewed at the registrar once, by whoever claims it.
  await db.schema
    .createTable('domain_renewals')
    .addColumn('payment_reference', 'text', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('renewed_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}
