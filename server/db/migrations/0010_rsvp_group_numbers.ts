import type { Kysely } from 'kysely'

/**
 * The number the owner's viewer and osa.xlsx show for each party that answered the RSVP ("Grupp
 * 3"). Given once, in the order parties first answered, and kept after the party's answers are
 * deleted, so no other party's number moves.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rsvp_groups')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('group_identifier', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rsvp_groups_pk', ['site_id', 'group_identifier'])
    .addUniqueConstraint('rsvp_groups_number', ['site_id', 'number'])
    .execute()
}
