import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export type SiteEventRow = {
  site_id: string
  id: string
  position: number
  /** Text (language -> title) as JSON. */
  title: string
  starts_at: string | null
  ends_at: string | null
  place_name: string
  map_location: string
  dress_code: string
  note: string
  /** 1 when a guest without a personal code sees the event on the plain address. */
  open_to_all: number
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export type SiteEventFields = Pick<
  SiteEventRow,
  'title' | 'starts_at' | 'ends_at' | 'place_name' | 'map_location' | 'dress_code' | 'note' | 'open_to_all'
>

/** One household invited to one event; a household without rows is invited to every event. */
export type HouseholdEventRow = { household_id: string; site_id: string; event_id: string }

type EventTables = { site_events: SiteEventRow; household_events: HouseholdEventRow }

/** A site's events and who is invited to them (migrations 0020, 0021); the table lives beside the shared schema, read only here. */
export class SiteEventsRepository {
  private readonly db: Kysely<Database & EventTables>

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<EventTables>()
  }

  /** The site's events in their order; deleted ones too when asked (the export keeps them). */
  list(siteId: string, options: { deleted?: boolean } = {}): Promise<SiteEventRow[]> {
    let query = this.db.selectFrom('site_events').selectAll().where('site_id', '=', siteId)
    if (!options.deleted) query = query.where('deleted_at', 'is', null)
    return query.orderBy('position').orderBy('created_at').execute()
  }

  /** Whether the owner has stored any event, deleted or not: none means the default event stands. */
  async anyStored(siteId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('site_events')
      .select('id')
      .where('site_id', '=', siteId)
      .limit(1)
      .executeTakeFirst()
    return row !== undefined
  }

  async insert(row: SiteEventRow): Promise<void> {
    await this.db.insertInto('site_events').values(row).execute()
  }

  async update(siteId: string, id: string, fields: SiteEventFields, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('site_events')
      .set({ ...fields, updated_at: now })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  /** Gives each id its index as position, in one statement: all or none. */
  async setOrder(siteId: string, ids: readonly string[], now: string): Promise<void> {
    if (ids.length === 0) return
    await this.db
      .updateTable('site_events')
      .set((eb) => {
        let position = eb
          .case()
          .when('id', '=', ids[0] as string)
          .then(0)
        for (const [index, id] of ids.entries())
          if (index > 0) position = position.when('id', '=', id).then(index)
        return { position: position.else(eb.ref('position')).end(), updated_at: now }
      })
      .where('site_id', '=', siteId)
      .where('id', 'in', ids)
      .execute()
  }

  async softDelete(siteId: string, id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('site_events')
      .set({ deleted_at: now, updated_at: now })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  /** Every invitation row of the site's households (households without rows are invited to all). */
  invitations(siteId: string): Promise<HouseholdEventRow[]> {
    return this.db.selectFrom('household_events').selectAll().where('site_id', '=', siteId).execute()
  }

  /** The site's answers per event (issue 32), of deleted events too. */
  answers(siteId: string): Promise<{ rsvp_id: string; event_id: string; answer: 'yes' | 'no' }[]> {
    return this.db
      .selectFrom('rsvp_event_answers')
      .select(['rsvp_id', 'event_id', 'answer'])
      .where('site_id', '=', siteId)
      .execute()
  }

  /** The events a household's rows name; empty when it has none (then it is invited to all). */
  async invitedIds(householdId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('household_events')
      .select('event_id')
      .where('household_id', '=', householdId)
      .execute()
    return rows.map((r) => r.event_id)
  }

  /**
   * Replaces the invitations of these households with `eventIds` (null: back to every event).
   * The caller holds the site's lock and has checked that both lists belong to the site.
   */
  async setInvitations(
    siteId: string,
    householdIds: readonly string[],
    eventIds: readonly string[] | null,
  ): Promise<void> {
    if (householdIds.length === 0) return
    await this.db
      .deleteFrom('household_events')
      .where('site_id', '=', siteId)
      .where('household_id', 'in', householdIds)
      .execute()
    if (!eventIds) return
    const rows = householdIds.flatMap((household_id) =>
      eventIds.map((event_id) => ({ household_id, site_id: siteId, event_id })),
    )
    // Chunks keep each statement under SQLite's bound-parameter limit (2,000 households × 20 events).
    for (let i = 0; i < rows.length; i += 300)
      await this.db
        .insertInto('household_events')
        .values(rows.slice(i, i + 300))
        .execute()
  }
}
