import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rsvps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('group_identifier', 'text', (c) => c.notNull())
    .addColumn('guest_index', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('form_title', 'text', (c) => c.notNull())
    .addColumn('form_elements', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rsvps_site').on('rsvps').columns(['site_id', 'created_at']).execute()

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('form_title', 'text', (c) => c.notNull())
    .addColumn('form_elements', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('form_submissions_site')
    .on('form_submissions')
    .columns(['site_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('gift_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('gift_reservations_site')
    .on('gift_reservations')
    .columns(['site_id', 'item_id'])
    .execute()

  // A post key can be redeemed once; the primary key makes a second use fail atomically.
  await db.schema
    .createTable('used_post_keys')
    .addColumn('key_id', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute()
}
