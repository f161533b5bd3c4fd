import type { Kysely } from 'kysely'

/**
 * Mails that come from the couple (issue 31): an outbox row and a household reminder carry the
 * display name of their From (the address stays the brand's, so SPF and DKIM hold) and a Reply-To,
 * so a guest's reply reaches the couple. The owner's mail settings per site: where replies go
 * (null: the owner's account address), and whether new RSVPs are mailed to the owner and where
 * (null: the account address). A site without a row has the defaults.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('from_name', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute()
  await db.schema.alterTable('household_send_mails').addColumn('from_name', 'text').execute()
  await db.schema.alterTable('household_send_mails').addColumn('reply_to', 'text').execute()
  await db.schema
    .createTable('site_mail_settings')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('reply_to', 'text')
    .addColumn('rsvp_to_owner', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rsvp_owner_address', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}
