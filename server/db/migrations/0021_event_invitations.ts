import type { Kysely } from 'kysely'

/**
 * Who is invited to what (issue 32, item 2; decision 0024). A household with no row here is invited
 * to every event, so the guest lists of sites made before events keep working unchanged and a new
 * event reaches them too; rows name the events of a household the couple chose for. `open_to_all`
 * marks the events a guest without a personal code sees on the plain address.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_events')
    .addColumn('open_to_all', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .createTable('household_events')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('household_events_pk', ['household_id', 'event_id'])
    .execute()
  await db.schema
    .createIndex('household_events_site')
    .on('household_events')
    .columns(['site_id', 'event_id'])
    .execute()
}
