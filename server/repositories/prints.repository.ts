import type { Kysely } from 'kysely'
import type { Database, PrintsTable } from '../db/schema.ts'

export type PrintRow = PrintsTable

/** The prints table: a site's cards, each its own JSON document. */
export class PrintsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: PrintRow): Promise<void> {
    await this.db.insertInto('prints').values(row).execute()
  }

  findById(id: string): Promise<PrintRow | undefined> {
    return this.db.selectFrom('prints').selectAll().where('id', '=', id).executeTakeFirst()
  }

  listForSite(siteId: string): Promise<PrintRow[]> {
    return this.db
      .selectFrom('prints')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute()
  }

  async updateContent(id: string, content: string, now: string): Promise<PrintRow | undefined> {
    return this.db
      .updateTable('prints')
      .set({ content, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
  }
}
