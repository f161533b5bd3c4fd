import type { Kysely } from 'kysely'
import type { Database, SiteMailSettingsTable } from '../db/schema.ts'

/** The owner's mail settings per site (migration 0018); a site without a row has the defaults. */
export class SiteMailSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(siteId: string): Promise<SiteMailSettingsTable | undefined> {
    return this.db
      .selectFrom('site_mail_settings')
      .selectAll()
      .where('site_id', '=', siteId)
      .executeTakeFirst()
  }

  async save(row: SiteMailSettingsTable): Promise<void> {
    const { site_id: _, ...values } = row
    await this.db
      .insertInto('site_mail_settings')
      .values(row)
      .onConflict((oc) => oc.column('site_id').doUpdateSet(values))
      .execute()
  }
}
