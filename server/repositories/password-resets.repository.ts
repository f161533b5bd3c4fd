import type { Kysely } from 'kysely'
import type { Database, PasswordResetsTable } from '../db/schema.ts'

export class PasswordResetsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: PasswordResetsTable): Promise<void> {
    await this.db.insertInto('password_resets').values(row).execute()
  }

  /**
   * Marks the token used and returns its account in one conditional update, so a token can be
   * redeemed once even when two requests race.
   */
  async consume(tokenHash: string, now: string): Promise<string | undefined> {
    const row = await this.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst()
    return row?.account_id
  }

  /** Ends every still-open token of the account: after one reset, older links must not work. */
  async endOutstanding(accountId: string, now: string): Promise<void> {
    await this.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .execute()
  }
}
