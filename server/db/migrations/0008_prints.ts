import type { Kysely } from 'kysely'

/**
 * Printed invitation cards (issue 17): the owner's prints, orders of them, and each order's trip to
 * the print shop. An order keeps its prices and address as they were when it was made.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // The PrintContent of domain/prints/print.ts as JSON.
    .addColumn('content', 'text', (c) => c.notNull())
    // The PDF renderer's pass to this print (spec 000 /print-pdf/{printId}/{serverAccessKey}).
    .addColumn('server_access_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('prints_site').on('prints').column('site_id').execute()

  await db.schema
    .createTable('print_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign keys: bookkeeping keeps an order after its site, print or account is deleted.
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('print_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('envelopes', 'text', (c) => c.notNull())
    .addColumn('trim', 'text', (c) => c.notNull())
    // OrderLine[] of domain/prints/prices.ts, and the ShipmentMethod and ShippingAddress, as JSON.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('shipment', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('total_incl_vat', 'integer', (c) => c.notNull())
    .addColumn('total_vat', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('payment_reference', 'text')
    // The print shop: one claim at a time, the shop's id once it took the order, retries after failures.
    .addColumn('shop_claimed_at', 'text')
    .addColumn('shop_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shop_next_attempt_at', 'text')
    .addColumn('shop_last_error', 'text')
    .addColumn('shop_order_id', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('in_production_at', 'text')
    .addColumn('shipped_at', 'text')
    .execute()
  await db.schema.createIndex('print_orders_site').on('print_orders').column('site_id').execute()
  await db.schema
    .createIndex('print_orders_status')
    .on('print_orders')
    .columns(['status', 'submitted_at'])
    .execute()
  await db.schema.createIndex('print_orders_shop').on('print_orders').column('shop_order_id').execute()
}
