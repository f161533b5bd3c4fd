import type { Kysely } from 'kysely'

/**
 * Refunds of payments that arrived for something already paid (issue 29): a payment row says
 * `refund_pending` until the provider took the refund (`refunded`, with the provider's id). The
 * claim lets one instance call the provider at a time; a failed call is tried again by the job.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('refund_id', 'text').execute()
  await db.schema.alterTable('payments').addColumn('refund_claimed_at', 'text').execute()
  await db.schema.alterTable('payments').addColumn('refunded_at', 'text').execute()
  await db.schema.alterTable('payments').addColumn('refund_error', 'text').execute()
  await db.schema.createIndex('payments_status').on('payments').column('status').execute()
}
