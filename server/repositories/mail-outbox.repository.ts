import type { Kysely } from 'kysely'
import type { Database, MailOutboxTable } from '../db/schema.ts'

export type OutboxRow = Omit<MailOutboxTable, 'attempts'> & { attempts: number }

export class MailOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Omit<MailOutboxTable, 'attempts'>): Promise<void> {
    await this.db.insertInto('mail_outbox').values(row).execute()
  }

  latest(limit: number): Promise<OutboxRow[]> {
    return this.db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute()
  }

  pending(limit: number): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .limit(limit)
      .execute()
  }

  async markSent(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sent', sent_at: now, attempts: eb('attempts', '+', 1), last_error: null }))
      .where('id', '=', id)
      .execute()
  }

  async markFailedAttempt(id: string, error: string, giveUp: boolean): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: giveUp ? 'failed' : 'pending',
        attempts: eb('attempts', '+', 1),
        last_error: error,
      }))
      .where('id', '=', id)
      .execute()
  }
}
