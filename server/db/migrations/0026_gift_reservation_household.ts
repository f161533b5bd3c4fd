import type { Kysely } from 'kysely'

/**
 * Who reserved a gift, for the couple's thank-you list (issue 35): the household of the personal
 * link it was reserved through, and a giver's name (typed by a guest without a link, else the
 * household's name when it was reserved, so the gift keeps its giver if the household is deleted).
 * Guests never see either; the password alone still decides who may cancel.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('gift_reservations')
    .addColumn('household_id', 'text', (c) => c.references('households.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('gift_reservations').addColumn('giver_name', 'text').execute()
}
