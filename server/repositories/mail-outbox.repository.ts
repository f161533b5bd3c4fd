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

  /** Pending mails whose backoff is over and that no instance holds a live claim on. */
  due(now: string, limit: number): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('created_at')
      .limit(limit)
      .execute()
  }

  /** Takes a mail for sending until `until`; false when it is sent or another instance holds it. */
  async claim(id: string, now: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ claimed_until: until })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async markSent(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sent',
        sent_at: now,
        attempts: eb('attempts', '+', 1),
        last_error: null,
        claimed_until: null,
      }))
      .where('id', '=', id)
      .execute()
  }

  async markFailedAttempt(
    id: string,
    error: string,
    giveUp: boolean,
    nextAttemptAt: string | null = null,
  ): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: giveUp ? 'failed' : 'pending',
        attempts: eb('attempts', '+', 1),
        last_error: error,
        next_attempt_at: nextAttemptAt,
        claimed_until: null,
      }))
      .where('id', '=', id)
      .execute()
  }
}
