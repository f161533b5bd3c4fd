import type { Kysely } from 'kysely'

/**
 * A site's members and their invitations (issue 33, docs/decisions/0026-site-members.md). A member
 * is invited by mail with a role; `account_id` is set when the invitation is accepted. An
 * invitation's token is stored hashed, used once, and goes with its member. The activity log
 * records who did what on a site (payments, addresses, member changes; saves and restores are in
 * site_versions.account_id). The running order is the toastmaster's document of a site; a speaker's
 * mail with their slot is recorded before it is queued, so it goes out once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('mail', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute()
  await db.schema
    .createIndex('site_members_site_mail')
    .on('site_members')
    .columns(['site_id', 'mail'])
    .unique()
    .execute()
  await db.schema.createIndex('site_members_account').on('site_members').column('account_id').execute()

  await db.schema
    .createTable('member_invitations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('site_members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('member_invitations_member')
    .on('member_invitations')
    .column('member_id')
    .execute()

  await db.schema
    .createTable('site_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('set null'))
    // What happened: 'member.invited', 'payment.paid', 'address.set', ...
    .addColumn('kind', 'text', (c) => c.notNull())
    // What it was about, as JSON (a member's mail and role, a product, an address).
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('site_activity_site')
    .on('site_activity')
    .columns(['site_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('running_orders')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    // The blocks and their sign-ups as JSON (domain/running-order/running-order.ts).
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('accounts.id').onDelete('set null'))
    .execute()

  await db.schema
    .createTable('running_order_mails')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('sign_up_id', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('running_order_mails_pk', ['site_id', 'sign_up_id'])
    .execute()
}
