import type { Kysely } from 'kysely'

/**
 * Files to delete from media storage (issue 29): written in the same transaction that deletes the
 * rows naming them (an erased account's images and print files), and removed once the files are
 * gone, so a storage that fails for a while leaves work a job retries instead of files forgotten.
 * A row names a folder and the start of the file names in it ('' for the whole folder).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_deletions')
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('file_deletions_pk', ['folder', 'prefix'])
    .execute()
  await db.schema.createIndex('file_deletions_due').on('file_deletions').column('next_attempt_at').execute()
}
