import type { Kysely } from 'kysely'
import type { AccountsTable, Database } from '../db/schema.ts'

export type AccountRow = AccountsTable

export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByMail(mail: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('mail', '=', mail).executeTakeFirst()
  }

  findById(id: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** Returns false when the mail is taken (unique index), so two racing sign-ups cannot both win. */
  async insert(row: AccountRow): Promise<boolean> {
    const result = await this.db
      .insertInto('accounts')
      .values(row)
      .onConflict((oc) => oc.column('mail').doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async setName(id: string, name: string): Promise<void> {
    await this.db.updateTable('accounts').set({ name }).where('id', '=', id).execute()
  }

  /** The accounts named, for showing who did something. */
  findByIds(ids: string[]): Promise<AccountRow[]> {
    if (ids.length === 0) return Promise.resolve([])
    return this.db.selectFrom('accounts').selectAll().where('id', 'in', ids).execute()
  }

  /** The accounts of these mails, for naming the members an activity entry is about. */
  findByMails(mails: string[]): Promise<AccountRow[]> {
    if (mails.length === 0) return Promise.resolve([])
    return this.db.selectFrom('accounts').selectAll().where('mail', 'in', mails).execute()
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute()
  }
}
