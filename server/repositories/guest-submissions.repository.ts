import type { Kysely } from 'kysely'
import { withoutReplacedAnswers } from '#domain/households/one-answer.ts'
import type { Database, FormSubmissionsTable, RsvpEventAnswersTable, RsvpsTable } from '../db/schema.ts'
import type { AnswerWriter } from './answer-writes/answer-writer.ts'
import type { OutboxInsert } from './answer-writes/postgres-batches.ts'

/**
 * The household an RSVP is given for, in the answer's own transaction (issues 22 and 30): a
 * household has one answer, so its earlier group of the form is replaced by the next one.
 */
export interface HouseholdOfAnswer {
  /** Before anything is written: holds the household against a concurrent answer, names its groups. */
  groups(trx: Kysely<Database>): Promise<string[]>
  /** After the answer is stored: links its group to the household, forgets the groups it replaced. */
  link(trx: Kysely<Database>, replaced: readonly string[]): Promise<void>
}

export type SavedRsvp = 'stored' | 'changed' | 'repeat' | 'spent' | 'householdAnswered'

/**
 * Guest answers. Each write stores the answers and the notification mails in one transaction, so
 * an acknowledged answer is durable and its mail cannot be forgotten by a crash in between.
 */
export class GuestSubmissionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** How the answers reach the disk on this database (server/repositories/answer-writes/). */
    private readonly answers: AnswerWriter,
  ) {}

  /**
   * Stores one group's RSVPs, or replaces them when the group was stored before under the same
   * answer token digest (the guest changed the answer): the first answer's time is kept and the
   * change's time set. Without the group's digest it is a retry: nothing stored or mailed.
   * An answer for a household replaces the household's earlier group of the form likewise, whatever
   * its group ('householdAnswered', nothing stored, when answers may not be changed).
   * `eventAnswers` (issue 32) name the guests' rows and are stored with them, or not at all.
   */
  saveRsvps(
    rows: RsvpsTable[],
    mails: OutboxInsert[],
    now: string,
    mayReplace: boolean,
    postKeyId?: string,
    household?: HouseholdOfAnswer,
    eventAnswers: readonly RsvpEventAnswersTable[] = [],
  ): Promise<SavedRsvp> {
    const first = rows[0]
    if (!first) return Promise.resolve('repeat')
    // The common case of a new group: the writer may store it with the other new groups of the
    // moment (PostgreSQL's batch); what it leaves undecided is written below. Answers per event
    // are not part of the batch: they take the transaction.
    if (postKeyId !== undefined && !household && eventAnswers.length === 0) {
      return this.answers
        .writeNew({ rows, mails, now, postKeyId })
        .then((outcome) => outcome ?? this.saveRsvpsInTransaction(rows, mails, now, mayReplace, postKeyId))
    }
    return this.saveRsvpsInTransaction(rows, mails, now, mayReplace, postKeyId, household, eventAnswers)
  }

  private saveRsvpsInTransaction(
    rows: RsvpsTable[],
    mails: OutboxInsert[],
    now: string,
    mayReplace: boolean,
    postKeyId?: string,
    household?: HouseholdOfAnswer,
    eventAnswers: readonly RsvpEventAnswersTable[] = [],
  ): Promise<SavedRsvp> {
    const first = rows[0] as RsvpsTable
    return this.answers.write(async (trx): Promise<SavedRsvp> => {
      if (postKeyId !== undefined && !(await markKeyUsed(trx, postKeyId, now))) return 'spent'
      const earlierGroups = household
        ? (await household.groups(trx)).filter((g) => g !== first.group_identifier)
        : []
      const ofGroup = {
        site: first.site_id,
        form: first.form_id,
        group: first.group_identifier,
      }
      const existing = await trx
        .selectFrom('rsvps')
        .select(['created_at', 'answer_token_hash'])
        .where('site_id', '=', ofGroup.site)
        .where('form_id', '=', ofGroup.form)
        .where('group_identifier', '=', ofGroup.group)
        .execute()
      const token = first.answer_token_hash
      let values = rows
      let outcome: 'stored' | 'changed' = 'stored'
      let replaced: string[] = []
      const earlier = existing.length ? [] : await this.groupsOfForm(trx, ofGroup, earlierGroups)
      if (earlier.length) {
        // The household's answer from another device or an earlier visit: this one replaces it.
        if (!mayReplace) return 'householdAnswered'
        replaced = [...new Set(earlier.map((r) => r.group_identifier))]
        await trx
          .deleteFrom('rsvps')
          .where('site_id', '=', ofGroup.site)
          .where('form_id', '=', ofGroup.form)
          .where('group_identifier', 'in', replaced)
          .execute()
        const createdAt = earlier.map((r) => r.created_at).sort()[0] ?? now
        values = rows.map((r) => ({ ...r, created_at: createdAt, changed_at: now }))
        outcome = 'changed'
      } else if (existing.length) {
        if (!mayReplace || !token || existing[0]?.answer_token_hash !== token) return 'repeat'
        // Two changes at once: the second's insert meets the first's rows and stores nothing.
        await trx
          .deleteFrom('rsvps')
          .where('site_id', '=', ofGroup.site)
          .where('form_id', '=', ofGroup.form)
          .where('group_identifier', '=', ofGroup.group)
          .execute()
        const createdAt = existing.map((r) => r.created_at).sort()[0] ?? now
        values = rows.map((r) => ({ ...r, created_at: createdAt, changed_at: now }))
        outcome = 'changed'
      }
      const result = await trx
        .insertInto('rsvps')
        .values(values)
        .onConflict((oc) => oc.columns(['site_id', 'form_id', 'group_identifier', 'guest_index']).doNothing())
        .executeTakeFirst()
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return 'repeat'
      if (eventAnswers.length)
        await trx
          .insertInto('rsvp_event_answers')
          .values([...eventAnswers])
          .execute()
      // The household link (issue 22): an answer is never stored without it, nor it without the answer.
      await household?.link(trx, replaced)
      if (mails.length) await trx.insertInto('mail_outbox').values(mails).execute()
      return outcome
    })
  }

  /** The rows of these groups that answer the same form of the same site. */
  private async groupsOfForm(
    trx: Kysely<Database>,
    of: { site: string; form: string },
    groups: readonly string[],
  ): Promise<{ group_identifier: string; created_at: string }[]> {
    if (!groups.length) return []
    return trx
      .selectFrom('rsvps')
      .select(['group_identifier', 'created_at'])
      .where('site_id', '=', of.site)
      .where('form_id', '=', of.form)
      .where('group_identifier', 'in', groups)
      .execute()
  }

  /** One group's RSVP rows by the digest of its answer token, guest by guest. */
  rsvpsOfGroups(siteId: string, groups: readonly string[]): Promise<RsvpsTable[]> {
    if (!groups.length) return Promise.resolve([])
    return this.db
      .selectFrom('rsvps')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('group_identifier', 'in', groups)
      .orderBy('guest_index')
      .execute()
  }

  rsvpsByToken(siteId: string, tokenHash: string): Promise<RsvpsTable[]> {
    return this.db
      .selectFrom('rsvps')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('answer_token_hash', '=', tokenHash)
      .orderBy('guest_index')
      .execute()
  }

  /**
   * Stores one form answer; false when an answer with its group identifier was stored before,
   * 'spent' (nothing stored) when its post key was used before.
   */
  insertFormSubmission(
    row: FormSubmissionsTable,
    mails: OutboxInsert[],
    postKeyId?: string,
  ): Promise<boolean | 'spent'> {
    return this.answers.write(async (trx) => {
      if (postKeyId !== undefined && !(await markKeyUsed(trx, postKeyId, row.created_at))) return 'spent'
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

  /** Whether a group's answer to one form is stored: what a repeated post of it is told. */
  async hasGroup(kind: 'rsvp' | 'form', siteId: string, formId: string, group: string): Promise<boolean> {
    const found = await this.db
      .selectFrom(kind === 'rsvp' ? 'rsvps' : 'form_submissions')
      .select('id')
      .where('site_id', '=', siteId)
      .where('form_id', '=', formId)
      .where('group_identifier', '=', group)
      .limit(1)
      .executeTakeFirst()
    return found !== undefined
  }

  /** The site's RSVPs, a household's only by its latest group of each form (domain/households/one-answer.ts). */
  async listRsvps(siteId: string): Promise<RsvpsTable[]> {
    const [rows, links] = await Promise.all([
      this.db
        .selectFrom('rsvps')
        .selectAll()
        .where('site_id', '=', siteId)
        .orderBy('created_at')
        .orderBy('guest_index')
        .execute(),
      this.db
        .withTables<{
          household_rsvps: { site_id: string; group_identifier: string; household_id: string }
        }>()
        .selectFrom('household_rsvps')
        .select(['group_identifier', 'household_id'])
        .where('site_id', '=', siteId)
        .execute(),
    ])
    if (!links.length) return rows
    return withoutReplacedAnswers(rows, new Map(links.map((l) => [l.group_identifier, l.household_id])))
  }

  /** The site's answers per event (issue 32), of deleted events too. */
  eventAnswers(siteId: string): Promise<RsvpEventAnswersTable[]> {
    return this.db.selectFrom('rsvp_event_answers').selectAll().where('site_id', '=', siteId).execute()
  }

  /** The answers per event of these RSVP rows. */
  eventAnswersOfRows(ids: readonly string[]): Promise<RsvpEventAnswersTable[]> {
    if (!ids.length) return Promise.resolve([])
    return this.db.selectFrom('rsvp_event_answers').selectAll().where('rsvp_id', 'in', ids).execute()
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

/** Marks a post key used in the answer's transaction; false when it was used before (the primary key decides). */
async function markKeyUsed(trx: Kysely<Database>, keyId: string, now: string): Promise<boolean> {
  const result = await trx
    .insertInto('used_post_keys')
    .values({ key_id: keyId, used_at: now })
    .onConflict((oc) => oc.column('key_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}
