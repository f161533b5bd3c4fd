import type { Kysely } from 'kysely'

/**
 * A restore's version row names the version it brought back: the list shows it as a restore, and
 * retention keeps both for as long as the site is kept.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_versions').addColumn('restored_from', 'integer').execute()
}
