import type { Kysely } from 'kysely'
import type { Database, GiftPledgesTable } from '../db/schema.ts'

export interface PledgeTotal {
  itemId: string
  /** Öre, summed by the database: exact whatever the number of pledges. */
  pledged: number
  count: number
}

export class GiftPledgesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async totals(siteId: string): Promise<PledgeTotal[]> {
    const rows = await this.db
      .selectFrom('gift_pledges')
      .select(['item_id'])
      .select((eb) => [
        eb.fn.sum<number | string>('amount_ore').as('total'),
        eb.fn.countAll<number | string>().as('n'),
      ])
      .where('site_id', '=', siteId)
      .groupBy('item_id')
      .orderBy('item_id')
      .execute()
    // PostgreSQL answers a bigint sum as text; öre fit a double exactly far beyond any gift.
    return rows.map((r) => ({ itemId: r.item_id, pledged: Number(r.total), count: Number(r.n) }))
  }

  /** Stores the pledge unless its group is stored already; false for such a repeat. */
  async insert(row: GiftPledgesTable): Promise<boolean> {
    const result = await this.db
      .insertInto('gift_pledges')
      .values(row)
      .onConflict((oc) => oc.columns(['site_id', 'group_identifier']).doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async hasGroup(siteId: string, groupIdentifier: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('gift_pledges')
      .select('id')
      .where('site_id', '=', siteId)
      .where('group_identifier', '=', groupIdentifier)
      .executeTakeFirst()
    return row !== undefined
  }

  /** Every pledge of the site, oldest first. */
  list(siteId: string): Promise<GiftPledgesTable[]> {
    return this.db
      .selectFrom('gift_pledges')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  }

  /** Sets or clears when the couple saw the money arrive; false when the site has no such pledge. */
  async setReceived(siteId: string, id: string, receivedAt: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('gift_pledges')
      .set({ received_at: receivedAt })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }
}
