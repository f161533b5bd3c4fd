import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export class SiteVersionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listRevisions(siteId: string): Promise<{ revision: number; created_at: string }[]> {
    return this.db
      .selectFrom('site_versions')
      .select(['revision', 'created_at'])
      .where('site_id', '=', siteId)
      .orderBy('revision', 'desc')
      .execute()
  }
}
