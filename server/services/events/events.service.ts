import { createHash } from 'node:crypto'
import { parseBrand, parseMarket } from '#domain/brands.ts'
import { defaultEvent } from '#domain/events/default-event.ts'
import {
  DEFAULT_EVENT_ID,
  type EventInput,
  isSameSet,
  MAX_EVENTS_PER_SITE,
  type SiteEvent,
} from '#domain/events/event.ts'
import type { EventColumn, GuestEventAnswers } from '#domain/events/event-answers.ts'
import { invitedEventIds } from '#domain/events/invitations.ts'
import { MARKET_TIME_ZONES } from '#domain/events/time-zone.ts'
import { parseStoredWizardData } from '#domain/site/stored.ts'
import { AppError } from '../../http/errors.ts'
import type { HouseholdsRepository } from '../../repositories/households.repository.ts'
import type { Repositories } from '../../repositories/repositories.ts'
import { siteContent } from '../../repositories/site-content.ts'
import type {
  SiteEventFields,
  SiteEventRow,
  SiteEventsRepository,
} from '../../repositories/site-events.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import { type Clock, newId } from '../ids.ts'

/** A short digest of events as a page shows them, for the page cache's key. */
export function eventsDigest(events: readonly SiteEvent[]): string {
  return events.length
    ? createHash('sha1').update(JSON.stringify(events)).digest('base64url').slice(0, 16)
    : ''
}

export const eventErrors = {
  notFound: () =>
    new AppError(404, {
      sv: 'Händelsen finns inte i programmet.',
      en: 'The event is not in the programme.',
      da: 'Begivenheden findes ikke i programmet.',
    }),
  tooMany: () =>
    new AppError(409, {
      sv: `Ett program kan ha högst ${MAX_EVENTS_PER_SITE} händelser. Ta bort en innan du lägger till en ny.`,
      en: `A programme can have at most ${MAX_EVENTS_PER_SITE} events. Delete one before adding another.`,
      da: `Et program kan have højst ${MAX_EVENTS_PER_SITE} begivenheder. Slet en, før du tilføjer en ny.`,
    }),
  unknownHouseholds: () =>
    new AppError(400, {
      sv: 'Några av hushållen finns inte längre i gästlistan. Ladda om sidan och försök igen.',
      en: 'Some of the households are no longer in the guest list. Reload the page and try again.',
      da: 'Nogle af husstandene findes ikke længere på gæstelisten. Genindlæs siden, og prøv igen.',
    }),
  wrongOrder: () =>
    new AppError(400, {
      sv: 'Programmet har ändrats sedan du läste det. Ladda om sidan och ändra ordningen igen.',
      en: 'The programme has changed since you read it. Reload the page and change the order again.',
      da: 'Programmet er ændret, siden du læste det. Genindlæs siden, og ændr rækkefølgen igen.',
    }),
}

/** The IANA zone a site's event times are in: its market's. */
export function siteTimeZone(site: SiteRow): string {
  return MARKET_TIME_ZONES[parseMarket(site.market)]
}

/** The event made from the site's date and place (domain/events/default-event.ts). */
export function siteDefaultEvent(site: SiteRow): SiteEvent {
  const content = siteContent(site)
  return defaultEvent({
    brand: parseBrand(site.brand),
    languages: content.availableLanguages.map((l) => l.languageCode),
    wizardData: parseStoredWizardData(site.wizard_data),
    siteModules: content.siteModules,
  })
}

function eventOfRow(row: SiteEventRow): SiteEvent {
  return {
    id: row.id,
    title: JSON.parse(row.title),
    start: row.starts_at,
    end: row.ends_at,
    place: { name: row.place_name, mapLocation: row.map_location },
    dressCode: row.dress_code,
    note: row.note,
    openToAll: row.open_to_all === 1,
    isDefault: false,
  }
}

function fieldsOf(input: EventInput): SiteEventFields {
  const title = Object.fromEntries(
    Object.entries(input.title).map(([language, text]) => [language, text.trim()]),
  )
  return {
    title: JSON.stringify(title),
    starts_at: input.start,
    ends_at: input.end ?? null,
    place_name: input.place.name,
    map_location: input.place.mapLocation,
    dress_code: input.dressCode,
    note: input.note,
    open_to_all: input.openToAll ? 1 : 0,
  }
}

/**
 * A site's programme (issue 32). Until the owner stores an event the site has one default event,
 * computed from its date and place on every read (decision 0024); the first change stores it under
 * its stable id, then makes the change, in one transaction holding the site's lock, which also
 * keeps two tabs adding at once from passing the limit together.
 */
export class EventsService {
  constructor(
    private readonly units: UnitOfWork,
    private readonly events: SiteEventsRepository,
    private readonly households: HouseholdsRepository,
    private readonly clock: Clock,
  ) {}

  /** The events guests and the owner see, in order. */
  async list(site: SiteRow): Promise<SiteEvent[]> {
    const rows = await this.events.list(site.id)
    if (rows.length > 0) return rows.map(eventOfRow)
    return (await this.events.anyStored(site.id)) ? [] : [siteDefaultEvent(site)]
  }

  /**
   * The events a guest's page shows: a personal link's household sees the events it is invited
   * to, the plain address (or a code the site does not know) the ones open to everyone.
   */
  async forGuests(site: SiteRow, inviteCode: string | null): Promise<SiteEvent[]> {
    const household = inviteCode ? await this.households.findByCode(inviteCode) : undefined
    if (household?.site_id !== site.id) return (await this.list(site)).filter((e) => e.openToAll)
    return this.invitedEvents(site, household.id)
  }

  /** The events a household of the site is invited to, in order (no invitation rows: all). */
  async invitedEvents(site: SiteRow, householdId: string): Promise<SiteEvent[]> {
    const [events, ids] = await Promise.all([this.list(site), this.events.invitedIds(householdId)])
    if (ids.length === 0) return events
    const invited = new Set(ids)
    return events.filter((e) => invited.has(e.id))
  }

  /**
   * Each household of the site with the ids of the events it is invited to; households without
   * invitation rows are missing from the map and are invited to every event.
   */
  async invitations(site: SiteRow): Promise<Map<string, string[]>> {
    const byHousehold = new Map<string, string[]>()
    for (const row of await this.events.invitations(site.id)) {
      byHousehold.set(row.household_id, [...(byHousehold.get(row.household_id) ?? []), row.event_id])
    }
    return byHousehold
  }

  /**
   * What the guest list shows of each household's invitations: the ids of the current events it
   * is invited to, in order, or null for every event (no rows).
   */
  async guestListInvitations(site: SiteRow): Promise<(householdId: string) => string[] | null> {
    const [events, byHousehold] = await Promise.all([this.list(site), this.invitations(site)])
    const ids = events.map((e) => e.id)
    return (householdId) => invitedEventIds(byHousehold.get(householdId), ids)
  }

  /**
   * Invites these households to exactly `eventIds` (null: to every event, now and later). Every
   * household and event must be the site's, or nothing changes.
   */
  async setInvitations(
    site: SiteRow,
    householdIds: readonly string[],
    eventIds: readonly string[] | null,
  ): Promise<void> {
    await this.changing(site, async (repos, rows) => {
      const known = new Set(rows.map((r) => r.id))
      if (eventIds && !eventIds.every((id) => known.has(id))) throw eventErrors.notFound()
      const ofSite = new Set((await repos.households.listForSite(site.id)).map((h) => h.id))
      if (!householdIds.every((id) => ofSite.has(id))) throw eventErrors.unknownHouseholds()
      // Every event named: the same as no rows, and a later event reaches them too.
      const all = eventIds && rows.every((r) => eventIds.includes(r.id))
      await repos.siteEvents.setInvitations(site.id, [...new Set(householdIds)], all ? null : eventIds)
    })
  }

  /**
   * The events the owner's answers are laid out by (issue 32, item 5): every event that is or was
   * on the site, in order, a deleted one marked so (its answers stay in the export); none where
   * the site has one event and no answers per event.
   */
  async answerColumns(site: SiteRow): Promise<EventColumn[]> {
    const rows = await this.events.list(site.id, { deleted: true })
    const columns = rows.length
      ? rows.map((row) => ({ id: row.id, title: JSON.parse(row.title), deleted: row.deleted_at !== null }))
      : [{ id: siteDefaultEvent(site).id, title: siteDefaultEvent(site).title, deleted: false }]
    return columns.filter((c) => !c.deleted).length > 1 || columns.some((c) => c.deleted) ? columns : []
  }

  /**
   * Each listed RSVP guest's answer per event: yes, no, or null for an event their household (the
   * plain address: the open ones) is invited to that they did not answer. Empty without columns.
   */
  async guestAnswers(
    site: SiteRow,
    rows: readonly { id: string; group_identifier: string }[],
    householdOfGroup: ReadonlyMap<string, string>,
  ): Promise<Map<string, GuestEventAnswers>> {
    const answers = new Map<string, GuestEventAnswers>()
    if (!(await this.answerColumns(site)).length) return answers
    const [current, invitations, stored] = await Promise.all([
      this.list(site),
      this.invitations(site),
      this.events.answers(site.id),
    ])
    const all = current.map((e) => e.id)
    const open = current.filter((e) => e.openToAll).map((e) => e.id)
    for (const row of rows) {
      const household = householdOfGroup.get(row.group_identifier)
      const invited = household ? (invitations.get(household) ?? all) : open
      answers.set(row.id, Object.fromEntries(invited.map((id) => [id, null])))
    }
    for (const answer of stored) {
      const guest = answers.get(answer.rsvp_id)
      if (guest) guest[answer.event_id] = answer.answer
    }
    return answers
  }

  async add(site: SiteRow, input: EventInput): Promise<SiteEvent> {
    return this.changing(site, async (repos, rows, now) => {
      if (rows.length >= MAX_EVENTS_PER_SITE) throw eventErrors.tooMany()
      const row: SiteEventRow = {
        site_id: site.id,
        id: newId(),
        position: Math.max(-1, ...rows.map((r) => r.position)) + 1,
        ...fieldsOf(input),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }
      await repos.siteEvents.insert(row)
      return eventOfRow(row)
    })
  }

  async change(site: SiteRow, id: string, input: EventInput): Promise<SiteEvent> {
    return this.changing(site, async (repos, _rows, now) => {
      if (!(await repos.siteEvents.update(site.id, id, fieldsOf(input), now))) throw eventErrors.notFound()
      const row = (await repos.siteEvents.list(site.id)).find((r) => r.id === id)
      if (!row) throw eventErrors.notFound()
      return eventOfRow(row)
    })
  }

  /** `ids` must name every current event once; anything else was read before another change. */
  async reorder(site: SiteRow, ids: readonly string[]): Promise<SiteEvent[]> {
    return this.changing(site, async (repos, rows, now) => {
      if (!isSameSet(ids, rows)) throw eventErrors.wrongOrder()
      await repos.siteEvents.setOrder(site.id, ids, now)
      return (await repos.siteEvents.list(site.id)).map(eventOfRow)
    })
  }

  /** Kept with `deleted_at` set: the answers given to it stay in the export (issue 32, item 7). */
  async delete(site: SiteRow, id: string): Promise<void> {
    await this.changing(site, async (repos, _rows, now) => {
      if (!(await repos.siteEvents.softDelete(site.id, id, now))) throw eventErrors.notFound()
    })
  }

  private changing<T>(
    site: SiteRow,
    work: (repos: Repositories, rows: SiteEventRow[], now: string) => Promise<T>,
  ): Promise<T> {
    return this.units.withSiteLock(site.id, async (repos) => {
      const now = this.clock().toISOString()
      let rows = await repos.siteEvents.list(site.id)
      if (rows.length === 0 && !(await repos.siteEvents.anyStored(site.id))) {
        const made = siteDefaultEvent(site)
        const row: SiteEventRow = {
          site_id: site.id,
          id: DEFAULT_EVENT_ID,
          position: 0,
          title: JSON.stringify(made.title),
          starts_at: made.start,
          ends_at: made.end,
          place_name: made.place.name,
          map_location: made.place.mapLocation,
          dress_code: made.dressCode,
          note: made.note,
          open_to_all: 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        }
        await repos.siteEvents.insert(row)
        rows = [row]
      }
      return work(repos, rows, now)
    })
  }
}
