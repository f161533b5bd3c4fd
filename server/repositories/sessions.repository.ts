import type { Kysely } from 'kysely'
import type { Database, SessionsTable } from '../db/schema.ts'

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: SessionsTable): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute()
  }

  findValid(idHash: string, now: string): Promise<SessionsTable | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', idHash)
      .where('expires_at', '>', now)
      .executeTakeFirst()
  }

  async delete(idHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
  }

  async deleteForAccount(accountId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('account_id', '=', accountId).execute()
  }
}
