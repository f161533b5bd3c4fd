import type { Kysely } from 'kysely'

/**
 * Answers a guest can change (issue 21): each RSVP row of a group carries a digest of the guest's
 * private answer token, so the guest's browser or private link can replace the group's answer,
 * and when it was last changed, which the owner's viewer and osa.xlsx show.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rsvps').addColumn('answer_token_hash', 'text').execute()
  await db.schema.alterTable('rsvps').addColumn('changed_at', 'text').execute()
  await db.schema.createIndex('rsvps_answer_token').on('rsvps').columns(['answer_token_hash']).execute()
}
