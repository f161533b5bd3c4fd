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
    return (await this.claimMany([id], now, until)).length === 1
  }

  /**
   * Takes the mails of `ids` that are still pending and free, in one statement (one commit, where
   * each is a disk flush on SQLite), until `until`; answers the ids this instance now holds.
   */
  async claimMany(ids: string[], now: string, until: string): Promise<string[]> {
    if (!ids.length) return []
    const rows = await this.db
      .updateTable('mail_outbox')
      .set({ claimed_until: until })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returning('id')
      .execute()
    return rows.map((r) => r.id)
  }

  async markManySent(ids: string[], now: string): Promise<void> {
    if (!ids.length) return
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sent',
        sent_at: now,
        attempts: eb('attempts', '+', 1),
        last_error: null,
        claimed_until: null,
      }))
      .where('id', 'in', ids)
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
