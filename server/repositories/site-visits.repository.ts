import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export class SiteVisitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(siteId: string, day: string, visitorHash: string): Promise<void> {
    await this.db
      .insertInto('site_visits')
      .values({ site_id: siteId, day, visitor_hash: visitorHash })
      .onConflict((oc) => oc.columns(['site_id', 'day', 'visitor_hash']).doNothing())
      .execute()
  }

  async count(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('site_visits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
}
