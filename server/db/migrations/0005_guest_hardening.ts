import { type Kysely, sql } from 'kysely'

/**
 * Guest endpoints that cannot be turned against the server (issue 13):
 * - an answer sent again after a dropped connection is stored once: RSVPs are unique per group
 *   and guest, form answers per group (a unique index decides even when two copies race);
 * - a gift cancel finds the caller's reservations by a short keyed digest of the password before
 *   any slow hash is checked, so a wrong password costs nothing per reservation.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  // Copies stored before the index existed would stop it from being created: keep the first.
  await sql`DELETE FROM rsvps WHERE id NOT IN (
    SELECT MIN(id) FROM rsvps GROUP BY site_id, form_id, group_identifier, guest_index)`.execute(db)
  await db.schema
    .createIndex('rsvps_once')
    .unique()
    .on('rsvps')
    .columns(['site_id', 'form_id', 'group_identifier', 'guest_index'])
    .execute()

  // Null for answers without an identifier (older clients): those are never matched as repeats.
  await db.schema.alterTable('form_submissions').addColumn('group_identifier', 'text').execute()
  await db.schema
    .createIndex('form_submissions_once')
    .unique()
    .on('form_submissions')
    .columns(['site_id', 'form_id', 'group_identifier'])
    .execute()

  // Null for reservations made before: those are still checked one by one.
  await db.schema.alterTable('gift_reservations').addColumn('password_lookup', 'text').execute()
  await db.schema
    .createIndex('gift_reservations_lookup')
    .on('gift_reservations')
    .columns(['site_id', 'item_id', 'password_lookup'])
    .execute()
}
