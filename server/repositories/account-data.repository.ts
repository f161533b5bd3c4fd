import type { Kysely } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { inTransactionOf } from '../db/transactions.ts'
import type { SiteRow } from './sites.repository.ts'

/** Everything an account holds, for its owner's copy and for erasing it (GDPR). */
export class AccountDataRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly handle: Db,
  ) {}

  sitesOf(accountId: string): Promise<SiteRow[]> {
    return this.db
      .selectFrom('sites')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .execute()
  }

  /**
   * Erases an account in one transaction: its sites with their guest answers, versions, visits and
   * reminders (by cascade), its sessions and resets (by cascade), its feedback; logs and site
   * versions lose the link. Payments stay for the bookkeeping, without who paid.
   */
  async erase(accountId: string, now: string): Promise<{ siteIds: string[]; hosts: string[] }> {
    return inTransactionOf(this.handle, async (trx) => {
      const sites = await trx
        .selectFrom('sites')
        .select(['id', 'host'])
        .where('account_id', '=', accountId)
        .execute()
      const siteIds = sites.map((s) => s.id)
      await trx
        .updateTable('payments')
        .set({ account_id: null, payer_alias: null, updated_at: now })
        .where('account_id', '=', accountId)
        .execute()
      if (siteIds.length) {
        // Their images become temporary uploads, which the hourly sweep deletes from storage.
        await trx
          .updateTable('uploads')
          .set({ site_id: null, temporary: 1 })
          .where('site_id', 'in', siteIds)
          .execute()
        await trx.deleteFrom('sites').where('id', 'in', siteIds).execute()
      }
      await trx.deleteFrom('feedback').where('account_id', '=', accountId).execute()
      await trx.updateTable('logs').set({ account_id: null }).where('account_id', '=', accountId).execute()
      await trx.deleteFrom('accounts').where('id', '=', accountId).execute()
      return { siteIds, hosts: sites.flatMap((s) => (s.host ? [s.host] : [])) }
    })
  }
}
