import type { Kysely } from 'kysely'

/**
 * The outbox is sent by a job on any instance: a claim with a lease (claimed_until) lets one
 * instance send a mail while the others skip it, and a lost instance's claim runs out; a failed
 * try waits for next_attempt_at (backoff) before the next.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute()
}
