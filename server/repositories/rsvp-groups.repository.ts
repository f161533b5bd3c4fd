import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The numbers given to the parties that answered a site's RSVP. */
export class RsvpGroupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async numbers(siteId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('rsvp_groups')
      .select(['group_identifier', 'number'])
      .where('site_id', '=', siteId)
      .execute()
    return new Map(rows.map((row) => [row.group_identifier, Number(row.number)]))
  }

  async insert(siteId: string, numbers: ReadonlyMap<string, number>): Promise<void> {
    if (numbers.size === 0) return
    await this.db
      .insertInto('rsvp_groups')
      .values(
        [...numbers].map(([group_identifier, number]) => ({ site_id: siteId, group_identifier, number })),
      )
      .execute()
  }
}
