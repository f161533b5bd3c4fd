import type { Kysely } from 'kysely'

/**
 * Cards per household (issue 22 with issue 14): an order may print one card per household of the
 * guest list, each with that household's name and personal QR code. The households are copied onto
 * the order when it is made, so the PDF rendered after payment shows what was paid for even when
 * the guest list has changed since.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('print_orders')
    .addColumn('per_household', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // HouseholdCard[] of domain/prints/household-cards.ts as JSON; null for an ordinary order.
  await db.schema.alterTable('print_orders').addColumn('households', 'text').execute()
}
