import type { Kysely } from 'kysely'

/**
 * What guests say they gave to a fund of the gift registry (issue 35). No money passes through
 * us: a pledge is the guest's word, which the couple marks received when it shows in their app.
 * Amounts are integer öre. One guest's post is one group: a retry of it is stored once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_pledges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('group_identifier', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_ore', 'integer', (c) => c.notNull())
    .addColumn('greeting', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // The household of the personal link it was posted from, when there was one.
    .addColumn('household_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text')
    .addUniqueConstraint('gift_pledges_group', ['site_id', 'group_identifier'])
    .execute()
  await db.schema
    .createIndex('gift_pledges_site_item')
    .on('gift_pledges')
    .columns(['site_id', 'item_id'])
    .execute()
}
