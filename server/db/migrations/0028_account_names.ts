import type { Kysely } from 'kysely'

/**
 * An account's display name (issue 33, item 2): who did what is shown by name ("Erik ändrade
 * OSA-formuläret"), the mail where none is given. Optional, since accounts made before it have none.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('name', 'text').execute()
}
