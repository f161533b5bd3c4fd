import type { Kysely } from 'kysely'

/**
 * Payments of site products and orders (one table for every provider), and the expiry reminders
 * already sent, one row per site, kind and expiry date so a reminder goes out once per period.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    // The reference the owner sees on the receipt; for Swish it is also the instruction id (swishId).
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    // No foreign keys: bookkeeping keeps a payment after its site or account is deleted.
    .addColumn('site_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('account_id', 'text')
    // The address a subdomain or domain product is bought for (addresses issue).
    .addColumn('host', 'text')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('amount_ore', 'integer', (c) => c.notNull())
    .addColumn('vat_ore', 'integer', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('payer_alias', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('fulfilled_at', 'text')
    .execute()
  await db.schema.createIndex('payments_site').on('payments').column('site_id').execute()
  await db.schema.createIndex('payments_account').on('payments').column('account_id').execute()
  await db.schema.createIndex('payments_provider').on('payments').columns(['method', 'provider_id']).execute()

  await db.schema
    .createTable('expiry_reminders')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expire_date', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('expiry_reminders_pk', ['site_id', 'kind', 'expire_date'])
    .execute()
}
