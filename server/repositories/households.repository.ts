import { type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Database, MailOutboxTable } from '../db/schema.ts'
import { atomically } from '../db/transactions.ts'

export type HouseholdRow = {
  id: string
  site_id: string
  name: string
  /** Member[] as JSON. */
  members: string
  extra_guests: number
  /** string[] as JSON. */
  tags: string
  note: string
  code: string
  answered_at: string | null
  unsubscribed_at: string | null
  created_at: string
  updated_at: string
}

export type HouseholdRsvpRow = {
  household_id: string
  site_id: string
  group_identifier: string
  answered_at: string
}

export type HouseholdSendRow = {
  id: string
  site_id: string
  audience: string
  subject: string
  body: string
  language: string
  created_at: string
}

export type HouseholdSendMailRow = {
  send_id: string
  household_id: string
  site_id: string
  household_name: string
  to_address: string
  subject: string
  text_body: string
  /** The couple's From name and Reply-To (migration 0018); null on reminders sent before. */
  from_name: string | null
  reply_to: string | null
  created_at: string
  queued_at: string | null
}

type HouseholdTables = {
  households: HouseholdRow
  household_rsvps: HouseholdRsvpRow
  household_sends: HouseholdSendRow
  household_send_mails: HouseholdSendMailRow
  household_settings: { site_id: string; require_code: number }
}

export type HouseholdFields = Pick<HouseholdRow, 'name' | 'members' | 'extra_guests' | 'tags' | 'note'>

/** The guest list's tables (migration 0013); they live beside the shared schema, read only here. */
export class HouseholdsRepository {
  private readonly db: Kysely<Database & HouseholdTables>

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<HouseholdTables>()
  }

  listForSite(siteId: string): Promise<HouseholdRow[]> {
    return this.db
      .selectFrom('households')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('name')
      .orderBy('id')
      .execute()
  }

  find(siteId: string, id: string): Promise<HouseholdRow | undefined> {
    return this.db
      .selectFrom('households')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
  }

  findByCode(code: string): Promise<HouseholdRow | undefined> {
    return this.db.selectFrom('households').selectAll().where('code', '=', code).executeTakeFirst()
  }

  async countForSite(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('households')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async insertMany(rows: HouseholdRow[]): Promise<void> {
    if (rows.length === 0) return
    await atomically(this.db as unknown as Kysely<Database>, async (trx) => {
      const tx = trx.withTables<HouseholdTables>()
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < rows.length; i += 50) {
        await tx
          .insertInto('households')
          .values(rows.slice(i, i + 50))
          .execute()
      }
    })
  }

  update(
    siteId: string,
    id: string,
    fields: HouseholdFields,
    now: string,
  ): Promise<HouseholdRow | undefined> {
    return this.db
      .updateTable('households')
      .set({ ...fields, updated_at: now })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
  }

  async delete(siteId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('households')
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numDeletedRows) === 1
  }

  /** After the event: names stay (the answers keep their households), contact details go. */
  async clearContactData(siteId: string, now: string): Promise<void> {
    const rows = await this.listForSite(siteId)
    await atomically(this.db as unknown as Kysely<Database>, async (trx) => {
      const tx = trx.withTables<HouseholdTables>()
      for (const row of rows) {
        const members = (JSON.parse(row.members) as { name: string }[]).map((m) => ({
          name: m.name,
          email: '',
          phone: '',
        }))
        await tx
          .updateTable('households')
          .set({ members: JSON.stringify(members), note: '', updated_at: now })
          .where('id', '=', row.id)
          .execute()
      }
      await tx.deleteFrom('household_send_mails').where('site_id', '=', siteId).execute()
    })
  }

  async markUnsubscribed(code: string, now: string): Promise<HouseholdRow | undefined> {
    await this.db
      .updateTable('households')
      .set({ unsubscribed_at: now })
      .where('code', '=', code)
      .where('unsubscribed_at', 'is', null)
      .execute()
    return this.findByCode(code)
  }

  /**
   * The RSVP parties linked to a household, read in an answer's transaction (`within`) after the
   * household is held for it: on PostgreSQL its row is locked until the answer commits, so two
   * answers for one household follow each other (SQLite's writers already do).
   */
  async answerGroups(householdId: string, within: Kysely<Database>): Promise<string[]> {
    const tx = within.withTables<HouseholdTables>()
    if (within.getExecutor().adapter instanceof PostgresAdapter) {
      await tx.selectFrom('households').select('id').where('id', '=', householdId).forUpdate().execute()
    }
    const rows = await tx
      .selectFrom('household_rsvps')
      .select('group_identifier')
      .where('household_id', '=', householdId)
      .execute()
    return rows.map((r) => r.group_identifier)
  }

  /**
   * Links an RSVP party to the household whose code it came with; a changed answer keeps its link,
   * and the parties it replaced (`replaced`) lose theirs. `within` is the answer's transaction.
   */
  async linkAnswer(
    household: HouseholdRow,
    groupIdentifier: string,
    now: string,
    within: Kysely<Database> = this.db as unknown as Kysely<Database>,
    replaced: readonly string[] = [],
  ): Promise<void> {
    await atomically(within, async (trx) => {
      const tx = trx.withTables<HouseholdTables>()
      if (replaced.length) {
        await tx
          .deleteFrom('household_rsvps')
          .where('household_id', '=', household.id)
          .where('group_identifier', 'in', replaced)
          .execute()
      }
      await tx
        .insertInto('household_rsvps')
        .values({
          household_id: household.id,
          site_id: household.site_id,
          group_identifier: groupIdentifier,
          answered_at: now,
        })
        .onConflict((oc) => oc.columns(['site_id', 'group_identifier']).doUpdateSet({ answered_at: now }))
        .execute()
      await tx.updateTable('households').set({ answered_at: now }).where('id', '=', household.id).execute()
    })
  }

  answersOf(householdId: string): Promise<HouseholdRsvpRow[]> {
    return this.db.selectFrom('household_rsvps').selectAll().where('household_id', '=', householdId).execute()
  }

  answersForSite(siteId: string): Promise<HouseholdRsvpRow[]> {
    return this.db.selectFrom('household_rsvps').selectAll().where('site_id', '=', siteId).execute()
  }

  async requireCode(siteId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('household_settings')
      .select('require_code')
      .where('site_id', '=', siteId)
      .executeTakeFirst()
    return row?.require_code === 1
  }

  async setRequireCode(siteId: string, requireCode: boolean): Promise<void> {
    const value = requireCode ? 1 : 0
    await this.db
      .insertInto('household_settings')
      .values({ site_id: siteId, require_code: value })
      .onConflict((oc) => oc.column('site_id').doUpdateSet({ require_code: value }))
      .execute()
  }

  /**
   * Addresses mailed by this site's sends made since `since`: what the daily limit counts. A
   * household's one mail goes to each of its addresses (`to_address`, joined by ", "); a day's
   * rows are at most the limit, so they are counted here rather than stored twice.
   */
  async addressesSince(siteId: string, since: string): Promise<number> {
    const rows = await this.db
      .selectFrom('household_send_mails')
      .select('to_address')
      .where('site_id', '=', siteId)
      .where('created_at', '>=', since)
      .execute()
    return rows.reduce((n, r) => n + addressCount(r.to_address), 0)
  }

  /** A send and one row per household it goes to, together. */
  async insertSend(send: HouseholdSendRow, mails: HouseholdSendMailRow[]): Promise<void> {
    await atomically(this.db as unknown as Kysely<Database>, async (trx) => {
      const tx = trx.withTables<HouseholdTables>()
      await tx.insertInto('household_sends').values(send).execute()
      for (let i = 0; i < mails.length; i += 50) {
        await tx
          .insertInto('household_send_mails')
          .values(mails.slice(i, i + 50))
          .execute()
      }
    })
  }

  unqueuedMails(limit: number): Promise<HouseholdSendMailRow[]> {
    return this.db
      .selectFrom('household_send_mails')
      .selectAll()
      .where('queued_at', 'is', null)
      .orderBy('created_at')
      .limit(limit)
      .execute()
  }

  /**
   * Puts one household's mail of a send in the outbox, once: the row is marked in the same
   * transaction, and a row another run marked first is left alone.
   */
  async queueMail(
    mail: HouseholdSendMailRow,
    outbox: Omit<MailOutboxTable, 'attempts'>,
    now: string,
  ): Promise<boolean> {
    return atomically(this.db as unknown as Kysely<Database>, async (trx) => {
      const tx = trx.withTables<HouseholdTables>()
      const marked = await tx
        .updateTable('household_send_mails')
        .set({ queued_at: now })
        .where('send_id', '=', mail.send_id)
        .where('household_id', '=', mail.household_id)
        .where('queued_at', 'is', null)
        .executeTakeFirst()
      if (Number(marked.numUpdatedRows) !== 1) return false
      await trx.insertInto('mail_outbox').values(outbox).execute()
      return true
    })
  }

  sendsForSite(siteId: string): Promise<HouseholdSendRow[]> {
    return this.db
      .selectFrom('household_sends')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute()
  }

  mailsOfSends(siteId: string): Promise<HouseholdSendMailRow[]> {
    return this.db
      .selectFrom('household_send_mails')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at', 'desc')
      .orderBy(sql`household_name`)
      .limit(2000)
      .execute()
  }
}

/** The addresses of a reminder's `to_address` (one mail, every address of the household). */
function addressCount(toAddress: string): number {
  return toAddress.split(',').filter((a) => a.trim() !== '').length
}
