import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'

/**
 * Proof of a custom domain (issue 29): a domain at another registrar is served only once its owner
 * has proven control of it with a DNS TXT record holding the claim's token. Several sites may claim
 * one domain while none has proven it (a claim blocks nobody); the first to prove it gets it, and
 * the partial unique index keeps a proven domain to one site whatever the race. A domain registered
 * through us is proven by its purchase.
 *
 * The primary key on the domain alone allowed one claim at all, so the table is made anew: its rows
 * are read, the table dropped (its constraint names are global in PostgreSQL) and written back.
 * What was connected before counts as proven; a waiting domain at another registrar gets a token
 * and waits for its proof.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom('site_domains').selectAll().execute()
  await db.schema.dropTable('site_domains').execute()

  await db.schema
    .createTable('site_domains')
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_date', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('registration_claimed_at', 'text')
    .addColumn('registered_at', 'text')
    .addColumn('dns_status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('dns_checked_at', 'text')
    .addColumn('connected_at', 'text')
    .addColumn('connected_mail_at', 'text')
    // The value of the TXT record that proves the claim: `eventsite-verify=<token>`.
    .addColumn('proof_token', 'text', (c) => c.notNull())
    // When the claim was proven (or the domain registered through us); null: served nowhere.
    .addColumn('proven_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('site_domains_claim')
    .on('site_domains')
    .columns(['domain', 'site_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('site_domains_proven')
    .on('site_domains')
    .column('domain')
    .unique()
    .where(sql.ref('proven_at'), 'is not', null)
    .execute()
  await db.schema.createIndex('site_domains_site').on('site_domains').column('site_id').execute()
  await db.schema.createIndex('site_domains_dns').on('site_domains').columns(['kind', 'dns_status']).execute()

  for (const row of rows) {
    const proven =
      row.kind === 'registered'
        ? (row.registered_at ?? row.created_at)
        : row.dns_status === 'connected'
          ? (row.connected_at ?? row.updated_at)
          : null
    await db
      .insertInto('site_domains')
      .values({ ...row, proof_token: randomBytes(16).toString('hex'), proven_at: proven })
      .execute()
  }
}
