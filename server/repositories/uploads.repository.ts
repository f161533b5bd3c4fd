import type { Kysely } from 'kysely'
import type { Database, UploadsTable } from '../db/schema.ts'

export type UploadRow = UploadsTable

export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: UploadRow): Promise<void> {
    await this.db.insertInto('uploads').values(row).execute()
  }

  find(folder: string, base: string): Promise<UploadRow | undefined> {
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('folder', '=', folder)
      .where('base', '=', base)
      .executeTakeFirst()
  }

  /** Makes the temporary uploads among `bases` in `folder` permanent and links them to the site. */
  async keepForSite(siteId: string, folder: string, bases: string[]): Promise<number> {
    if (bases.length === 0) return 0
    const result = await this.db
      .updateTable('uploads')
      .set({ temporary: 0, site_id: siteId })
      .where('folder', '=', folder)
      .where('base', 'in', bases)
      .where('temporary', '=', 1)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  /**
   * Deletes the rows of temporary uploads made before `beforeIso` and returns them. The row goes
   * first and only while still temporary, so a site saved at the same moment either keeps the
   * image (its update came first) or loses only an image that had already expired.
   */
  takeExpiredTemporary(beforeIso: string, limit: number): Promise<UploadRow[]> {
    return this.db
      .deleteFrom('uploads')
      .where(
        'id',
        'in',
        this.db
          .selectFrom('uploads')
          .select('id')
          .where('temporary', '=', 1)
          .where('created_at', '<', beforeIso)
          .orderBy('created_at')
          .limit(limit),
      )
      .where('temporary', '=', 1)
      .returningAll()
      .execute()
  }
}
