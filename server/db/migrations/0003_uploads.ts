import type { Kysely } from 'kysely'

/**
 * One row per stored image base name (an upload, or a crop's new sizes), so temporary quick-start
 * images can be found and removed when no saved site took them over.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('temporary', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // No foreign key: a quick-start image is linked just before its new site's row is written.
    .addColumn('site_id', 'text')
    .execute()
  await db.schema
    .createIndex('uploads_folder_base')
    .on('uploads')
    .columns(['folder', 'base'])
    .unique()
    .execute()
  await db.schema
    .createIndex('uploads_temporary')
    .on('uploads')
    .columns(['temporary', 'created_at'])
    .execute()
  await db.schema.createIndex('uploads_site').on('uploads').column('site_id').execute()
}
