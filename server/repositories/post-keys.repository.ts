import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export class PostKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Marks a key used; false when it was used before (the primary key decides, even under races). */
  async markUsed(keyId: string, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('used_post_keys')
      .values({ key_id: keyId, used_at: now })
      .onConflict((oc) => oc.column('key_id').doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async deleteOlderThan(iso: string): Promise<void> {
    await this.db.deleteFrom('used_post_keys').where('used_at', '<', iso).execute()
  }
}
