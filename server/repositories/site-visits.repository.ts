import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export class SiteVisitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async recordMany(visits: { siteId: string; day: string; hash: string }[]): Promise<void> {
    // Chunks keep each statement under the dialects' bound-parameter limits.
    for (let i = 0; i < visits.length; i += 500) {
      await this.db
        .insertInto('site_visits')
        .values(
          visits.slice(i, i + 500).map((v) => ({ site_id: v.siteId, day: v.day, visitor_hash: v.hash })),
        )
        .onConflict((oc) => oc.columns(['site_id', 'day', 'visitor_hash']).doNothing())
        .execute()
    }
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
