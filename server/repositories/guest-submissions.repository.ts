import type { Kysely } from 'kysely'
import type { Database, FormSubmissionsTable, MailOutboxTable, RsvpsTable } from '../db/schema.ts'
import { atomically } from '../db/transactions.ts'

type OutboxInsert = Omit<MailOutboxTable, 'attempts'>

/**
 * Guest answers. Each write stores the answers and the notification mails in one transaction, so
 * an acknowledged answer is durable and its mail cannot be forgotten by a crash in between.
 */
export class GuestSubmissionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores one group's RSVPs; false, with nothing stored or mailed, when the group was stored
   * before (a guest's retry). The unique index decides, so two racing copies store one.
   */
  insertRsvps(rows: RsvpsTable[], mails: OutboxInsert[]): Promise<boolean> {
    return atomically(this.db, async (trx) => {
      const result = await trx
        .insertInto('rsvps')
        .values(rows)
        .onConflict((oc) => oc.columns(['site_id', 'form_id', 'group_identifier', 'guest_index']).doNothing())
        .executeTakeFirst()
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false
      if (mails.length) await trx.insertInto('mail_outbox').values(mails).execute()
      return true
    })
  }

  /** Stores one form answer; false when an answer with its group identifier was stored before. */
  insertFormSubmission(row: FormSubmissionsTable, mails: OutboxInsert[]): Promise<boolean> {
    return atomically(this.db, async (trx) => {
      const result = await trx
        .insertInto('form_submissions')
        .values(row)
        .onConflict((oc) => oc.columns(['site_id', 'form_id', 'group_identifier']).doNothing())
        .executeTakeFirst()
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false
      if (mails.length) await trx.insertInto('mail_outbox').values(mails).execute()
      return true
    })
  }

  listRsvps(siteId: string): Promise<RsvpsTable[]> {
    return this.db
      .selectFrom('rsvps')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .orderBy('guest_index')
      .execute()
  }

  listFormSubmissions(siteId: string): Promise<FormSubmissionsTable[]> {
    return this.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .execute()
  }

  /** Deletes one RSVP of the site; false when there was none (wrong id or another site's). */
  async deleteRsvp(siteId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('rsvps')
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numDeletedRows) === 1
  }

  async deleteFormSubmission(siteId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('form_submissions')
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numDeletedRows) === 1
  }

  async hasRsvps(siteId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('rsvps')
      .select('id')
      .where('site_id', '=', siteId)
      .limit(1)
      .executeTakeFirst()
    return !!row
  }
}
