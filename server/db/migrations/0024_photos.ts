import type { Kysely } from 'kysely'

/**
 * Guests' photos (issue 34). `photo_uploads` is the tus state of an upload under way: its length
 * and the offset stored so far, kept in the database so a restart of the server (or another
 * instance) resumes it where it stopped; its bytes are parts in the storage seam. A `photos` row is
 * made only once an upload is complete and processed, so a half-sent file is never shown.
 * `photo_settings` holds a site's "approve everything from now on"; `photo_zips` the owner's
 * download-everything archives built by a job.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('photo_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // Who sent it, as the rate limits know a guest (their address), never shown to anyone.
    .addColumn('guest', 'text', (c) => c.notNull())
    .addColumn('length', 'bigint', (c) => c.notNull())
    .addColumn('offset', 'bigint', (c) => c.notNull())
    // The part files stored so far, in order, as JSON: [{ name, from, size }].
    .addColumn('parts', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    // The photo it became, once complete and processed.
    .addColumn('photo_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('photo_uploads_site').on('photo_uploads').columns(['site_id']).execute()
  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // 'pending' | 'approved' | 'hidden'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // Bytes stored for it (every size), which the site's quota counts.
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text')
    .execute()
  await db.schema.createIndex('photos_site_created').on('photos').columns(['site_id', 'created_at']).execute()
  await db.schema
    .createTable('photo_settings')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('auto_approve', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('photo_zips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // 'queued' | 'building' | 'ready' | 'failed'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('mail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}
