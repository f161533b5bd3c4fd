import type { Kysely } from 'kysely'

/**
 * Guests' videos beside their photos (issue 34): a `photos` row is a photo (three JPEG sizes) or a
 * video (one file, its metadata blanked), told by the type it is served as. Every row made before
 * this is a JPEG photo.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('photos')
    .addColumn('media_type', 'text', (c) => c.notNull().defaultTo('image/jpeg'))
    .execute()
}
