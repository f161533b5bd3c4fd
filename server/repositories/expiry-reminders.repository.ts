import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface ExpiringSite {
  site_id: string
  host: string | null
  brand: string
  market: string
  active_expire_date: string
  mail: string
}

/** Published sites about to expire, and the reminders already sent about them. */
export class ExpiryRemindersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Owned, published sites whose expiry lies in (from, until]. */
  expiringBetween(from: string, until: string): Promise<ExpiringSite[]> {
    return this.db
      .selectFrom('sites')
      .innerJoin('accounts', 'accounts.id', 'sites.account_id')
      .select([
        'sites.id as site_id',
        'sites.host',
        'sites.brand',
        'sites.market',
        'sites.active_expire_date',
        'accounts.mail',
      ])
      .where('sites.active', '=', 1)
      .where('sites.active_expire_date', '>', from)
      .where('sites.active_expire_date', '<=', until)
      .$narrowType<{ active_expire_date: string }>()
      .execute()
  }

  /** Records a reminder; false when it was recorded before (by this or another instance). */
  async claim(siteId: string, kind: string, expireDate: string, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('expiry_reminders')
      .values({ site_id: siteId, kind, expire_date: expireDate, sent_at: now })
      .onConflict((oc) => oc.columns(['site_id', 'kind', 'expire_date']).doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
  }
}
