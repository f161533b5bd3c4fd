import type { Kysely } from 'kysely'

/**
 * A site's events (issue 32, docs/decisions/0024-events.md): the ordered programme, one row per
 * event. `id` is unique within its site and never reused, so the invitations and per-event answers
 * that come later can name an event by (site_id, id). A deleted event keeps its row with
 * `deleted_at` set: the answers given to it stay readable in the export.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_events')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // Text (language -> title) as JSON.
    .addColumn('title', 'text', (c) => c.notNull())
    // 'YYYY-MM-DDTHH:mm', wall-clock time in the market's zone; null only for a copied default event without a date.
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('place_name', 'text', (c) => c.notNull())
    .addColumn('map_location', 'text', (c) => c.notNull())
    .addColumn('dress_code', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addPrimaryKeyConstraint('site_events_pk', ['site_id', 'id'])
    .execute()
}
