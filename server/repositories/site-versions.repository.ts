import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface SiteVersionRow {
  revision: number
  content: string
  created_at: string
  restored_from: number | null
  /** The account that saved it (issue 33); null for the wizard's first save and erased accounts. */
  account_id?: string | null
}

export class SiteVersionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every version of a site with its document, oldest first. */
  listWithContent(siteId: string): Promise<SiteVersionRow[]> {
    return this.db
      .selectFrom('site_versions')
      .select(['revision', 'content', 'created_at', 'restored_from', 'account_id'])
      .where('site_id', '=', siteId)
      .orderBy('revision', 'asc')
      .execute()
  }

  find(siteId: string, revision: number): Promise<SiteVersionRow | undefined> {
    return this.db
      .selectFrom('site_versions')
      .select(['revision', 'content', 'created_at', 'restored_from'])
      .where('site_id', '=', siteId)
      .where('revision', '=', revision)
      .executeTakeFirst()
  }

  /**
   * The sites with versions to prune: more than `max` of them, or more than one on some day before
   * `before`. A pruned site drops out, so a run touches only the sites that grew since the last one.
   */
  async sitesOverRetention(before: string, max: number): Promise<string[]> {
    const old = sql<number>`case when created_at < ${before} then 1 end`
    const oldDay = sql<string>`case when created_at < ${before} then substr(created_at, 1, 10) end`
    const rows = await this.db
      .selectFrom('site_versions')
      .select('site_id')
      .groupBy('site_id')
      .having((eb) =>
        eb.or([eb(eb.fn.countAll(), '>', max), eb(sql`count(${old})`, '>', sql`count(distinct ${oldDay})`)]),
      )
      .execute()
    return rows.map((r) => r.site_id)
  }

  /** Marks the version a restore wrote with the one it brought back. */
  async markRestore(siteId: string, revision: number, restoredFrom: number): Promise<void> {
    await this.db
      .updateTable('site_versions')
      .set({ restored_from: restoredFrom })
      .where('site_id', '=', siteId)
      .where('revision', '=', revision)
      .execute()
  }

  async delete(siteId: string, revisions: number[]): Promise<void> {
    if (revisions.length === 0) return
    await this.db
      .deleteFrom('site_versions')
      .where('site_id', '=', siteId)
      .where('revision', 'in', revisions)
      .execute()
  }
}
