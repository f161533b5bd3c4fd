import type { Kysely } from 'kysely'

/**
 * Card orders the couple can follow (issue 31): when the print shop ships an order it names the
 * carrier, the tracking number and the carrier's tracking page. They are kept on the order, shown
 * in the owner's order list and mailed once, in the transaction that marks the order shipped.
 * Null until shipped, and for a shop that gave none. The order also keeps the interface language it
 * was made in, which its mails are written in (null for older orders: the market's language).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('print_orders').addColumn('carrier', 'text').execute()
  await db.schema.alterTable('print_orders').addColumn('tracking_number', 'text').execute()
  await db.schema.alterTable('print_orders').addColumn('tracking_url', 'text').execute()
  await db.schema.alterTable('print_orders').addColumn('language', 'text').execute()
}
