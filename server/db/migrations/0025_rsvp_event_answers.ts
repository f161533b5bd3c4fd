import type { Kysely } from 'kysely'

/**
 * An RSVP per event (issue 32, item 4): each guest's yes or no to each event they were asked
 * about, a row per RSVP guest row and event. The guest's row owns them (a changed or deleted
 * answer takes its event answers along); the event is named by (site_id, event_id), and since an
 * event is only ever soft-deleted its answers stay for the export.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rsvp_event_answers')
    .addColumn('rsvp_id', 'text', (c) => c.notNull().references('rsvps.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    // 'yes' or 'no'.
    .addColumn('answer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rsvp_event_answers_pk', ['rsvp_id', 'event_id'])
    .addForeignKeyConstraint(
      'rsvp_event_answers_event',
      ['site_id', 'event_id'],
      'site_events',
      ['site_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute()
  await db.schema
    .createIndex('rsvp_event_answers_site')
    .on('rsvp_event_answers')
    .columns(['site_id', 'event_id'])
    .execute()
}
