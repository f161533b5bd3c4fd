import type { Kysely } from 'kysely'

/**
 * The guest list (issue 22): households with their personal invitation codes, which RSVP parties
 * answered through a household's link, the couple's reminder sends with one row per household per
 * send (the unique key is what keeps a retried send from mailing anyone twice), and the per-site
 * guest list settings. Everything goes with its site.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('households')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Member[] of domain/households/household.ts as JSON.
    .addColumn('members', 'text', (c) => c.notNull())
    .addColumn('extra_guests', 'integer', (c) => c.notNull().defaultTo(0))
    // string[] as JSON.
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('answered_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('households_site').on('households').columns(['site_id', 'name']).execute()

  await db.schema
    .createTable('household_rsvps')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('group_identifier', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('household_rsvps_pk', ['site_id', 'group_identifier'])
    .execute()
  await db.schema
    .createIndex('household_rsvps_household')
    .on('household_rsvps')
    .column('household_id')
    .execute()

  await db.schema
    .createTable('household_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('household_sends_site')
    .on('household_sends')
    .columns(['site_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('household_send_mails')
    .addColumn('send_id', 'text', (c) => c.notNull().references('household_sends.id').onDelete('cascade'))
    .addColumn('household_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('household_name', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    // The mail as rendered for this household when the send was made.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set once the mail is in the outbox, in the same transaction: a retry skips it.
    .addColumn('queued_at', 'text')
    .addPrimaryKeyConstraint('household_send_mails_pk', ['send_id', 'household_id'])
    .execute()
  await db.schema
    .createIndex('household_send_mails_site')
    .on('household_send_mails')
    .columns(['site_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('household_settings')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    // 1: an RSVP without an invitation code is refused.
    .addColumn('require_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
