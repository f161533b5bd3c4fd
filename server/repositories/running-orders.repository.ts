import type { Kysely } from 'kysely'
import type { Database, RunningOrdersTable } from '../db/schema.ts'

/** The toastmaster's running order of a site, and the speakers mailed their slot (issue 33). */
export class RunningOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(siteId: string): Promise<RunningOrdersTable | undefined> {
    return this.db.selectFrom('running_orders').selectAll().where('site_id', '=', siteId).executeTakeFirst()
  }

  async save(row: RunningOrdersTable): Promise<void> {
    await this.db
      .insertInto('running_orders')
      .values(row)
      .onConflict((oc) =>
        oc.column('site_id').doUpdateSet({
          content: row.content,
          updated_at: row.updated_at,
          updated_by: row.updated_by,
        }),
      )
      .execute()
  }

  async mailed(siteId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('running_order_mails')
      .select('sign_up_id')
      .where('site_id', '=', siteId)
      .execute()
    return rows.map((r) => r.sign_up_id)
  }

  /**
   * Records that a speaker is to be mailed; false when they were already. The row is written before
   * the mail is queued, so however often the job runs, each speaker gets one mail.
   */
  async claimMail(siteId: string, signUpId: string, to: string, now: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('running_order_mails')
      .values({ site_id: siteId, sign_up_id: signUpId, to_address: to, sent_at: now })
      .onConflict((oc) => oc.columns(['site_id', 'sign_up_id']).doNothing())
      .returning('sign_up_id')
      .executeTakeFirst()
    return inserted !== undefined
  }
}
