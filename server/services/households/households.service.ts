import { randomBytes } from 'node:crypto'
import type { AnsweringHousehold } from '#domain/forms/answer-rules.ts'
import { type AcceptedElement, answersById } from '#domain/forms/answers.ts'
import { eventAnswersAsAnswers } from '#domain/forms/event-questions.ts'
import { guestComes } from '#domain/households/answer-status.ts'
import {
  guestLimit,
  type HouseholdAnswer,
  type HouseholdInput,
  type Invitation,
  MAX_HOUSEHOLDS_PER_SITE,
  type Member,
} from '#domain/households/household.ts'
import { type ImportPreview, withoutListed } from '#domain/households/import-rows.ts'
import { REMINDER_LANGUAGES, type ReminderLanguage } from '#domain/households/messages.ts'
import { type Cache, createCache } from '../../cache/cache.ts'
import { type Invalidation, memoryInvalidation } from '../../cache/invalidation.ts'
import { AppError } from '../../http/errors.ts'
import type {
  GuestSubmissionsRepository,
  HouseholdOfAnswer,
} from '../../repositories/guest-submissions.repository.ts'
import type { HouseholdRow, HouseholdsRepository } from '../../repositories/households.repository.ts'
import { siteContent } from '../../repositories/site-content.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { type Clock, newId } from '../ids.ts'

/** 128 random bits, URL-safe: the household's personal code cannot be guessed or counted up. */
export function newInviteCode(): string {
  return randomBytes(16).toString('base64url')
}

const REQUIRE_CODE_CACHE_MS = 2_000

export const householdErrors = {
  notFound: () =>
    new AppError(404, {
      sv: 'Hushållet finns inte.',
      en: 'The household does not exist.',
      da: 'Husstanden findes ikke.',
    }),
  tooMany: () =>
    new AppError(400, {
      sv: `En gästlista kan ha högst ${MAX_HOUSEHOLDS_PER_SITE} hushåll.`,
      en: `A guest list can hold at most ${MAX_HOUSEHOLDS_PER_SITE} households.`,
      da: `En gæsteliste kan have højst ${MAX_HOUSEHOLDS_PER_SITE} husstande.`,
    }),
}

/** A household's row with the answers given through its link; routes present it. */
export interface ListedHousehold {
  row: HouseholdRow
  answers: HouseholdAnswer[]
  /** Per event id, who of the household comes and who does not (issue 32). */
  eventAnswers?: Record<string, { yes: string[]; no: string[] }>
}

/** The guest list of a site: households, their codes and what their answers say. */
export class HouseholdsService {
  // Every RSVP without a code asks whether the site requires one: kept per site like the site on
  // a host (server/cache), forgotten in every instance when the owner changes it.
  private readonly requireCodeCache: Cache<string, { requireCode: boolean }>

  constructor(
    private readonly households: HouseholdsRepository,
    private readonly submissions: GuestSubmissionsRepository,
    private readonly clock: Clock,
    private readonly invalidation: Invalidation = memoryInvalidation(),
  ) {
    this.requireCodeCache = createCache({
      max: 10_000,
      ttlMs: REQUIRE_CODE_CACHE_MS,
      invalidation: { bus: invalidation, topic: 'household-settings' },
      stats: 'household-settings',
    })
  }

  /** Every household with its answers. */
  async list(site: SiteRow): Promise<ListedHousehold[]> {
    const [rows, links, rsvps, perEvent] = await Promise.all([
      this.households.listForSite(site.id),
      this.households.answersForSite(site.id),
      this.submissions.listRsvps(site.id),
      this.submissions.eventAnswers(site.id),
    ])
    const householdOfGroup = new Map(links.map((l) => [l.group_identifier, l.household_id]))
    const answers = new Map<string, HouseholdAnswer[]>()
    const eventAnswers = new Map<string, Record<string, { yes: string[]; no: string[] }>>()
    const eventsOfRsvp = new Map<string, typeof perEvent>()
    for (const answer of perEvent)
      eventsOfRsvp.set(answer.rsvp_id, [...(eventsOfRsvp.get(answer.rsvp_id) ?? []), answer])
    for (const rsvp of rsvps) {
      const householdId = householdOfGroup.get(rsvp.group_identifier)
      if (!householdId) continue
      const elements = JSON.parse(rsvp.form_elements)
      const name = elements.find(
        (e: { formElement: { formElementType?: string } }) => e.formElement.formElementType === 'ShortText',
      )?.value
      const list = answers.get(householdId) ?? []
      const byEvent = eventAnswers.get(householdId) ?? {}
      for (const answer of eventsOfRsvp.get(rsvp.id) ?? []) {
        const names = byEvent[answer.event_id] ?? { yes: [], no: [] }
        names[answer.answer].push(typeof name === 'string' ? name : '')
        byEvent[answer.event_id] = names
      }
      eventAnswers.set(householdId, byEvent)
      list.push({
        guestName: typeof name === 'string' ? name : '',
        comes: guestComes(elements),
        answeredAt: rsvp.changed_at ?? rsvp.created_at,
      })
      answers.set(householdId, list)
    }
    return rows.map((row) => {
      const byEvent = eventAnswers.get(row.id)
      const answered = byEvent && Object.keys(byEvent).length > 0
      return { row, answers: answers.get(row.id) ?? [], ...(answered ? { eventAnswers: byEvent } : {}) }
    })
  }

  /**
   * What a personal link shows its household: greeting, members, count, and its answer to each
   * RSVP (the latest linked party of each; one from before answers were replaced may be beside it).
   */
  async invitation(row: HouseholdRow): Promise<Invitation> {
    const members = membersOf(row)
    const links = await this.households.answersOf(row.id)
    const rsvps = await this.submissions.rsvpsOfGroups(
      row.site_id,
      links.map((l) => l.group_identifier),
    )
    const events = await this.submissions.eventAnswersOfRows(rsvps.map((r) => r.id))
    const answeredAt = new Map(links.map((l) => [l.group_identifier, l.answered_at]))
    const latest = new Map<string, string>()
    for (const rsvp of rsvps) {
      const current = latest.get(rsvp.form_id)
      const later = (answeredAt.get(rsvp.group_identifier) ?? '') > (answeredAt.get(current ?? '') ?? '')
      if (current === undefined || later) latest.set(rsvp.form_id, rsvp.group_identifier)
    }
    const answers = [...latest].map(([formId, group]) => ({
      formId,
      groupIdentifier: group,
      guests: rsvps
        .filter((r) => r.form_id === formId && r.group_identifier === group)
        .map((r) => ({
          ...answersById(JSON.parse(r.form_elements) as AcceptedElement[]),
          // Its answers per event (issue 32), as the form is filled in with them again.
          ...eventAnswersAsAnswers(
            Object.fromEntries(events.filter((e) => e.rsvp_id === r.id).map((e) => [e.event_id, e.answer])),
          ),
        })),
      answeredAt: answeredAt.get(group) ?? '',
    }))
    return {
      name: row.name,
      members: members.map((m) => ({ name: m.name })),
      guestLimit: guestLimit({ members, extraGuests: row.extra_guests }),
      answeredAt: row.answered_at,
      answers,
    }
  }

  async one(site: SiteRow, id: string): Promise<ListedHousehold> {
    const found = (await this.list(site)).find((h) => h.row.id === id)
    if (!found) throw householdErrors.notFound()
    return found
  }

  /**
   * An import's households without those already on the list (by name), stored only when the
   * couple has confirmed the preview. `created` pairs each stored row with the events its file
   * row chose (absent: the file had no event columns), for the invitations made after it.
   */
  async import(
    site: SiteRow,
    preview: ImportPreview,
    confirm: boolean,
  ): Promise<{
    answer: ImportPreview & { duplicates: string[]; stored: number }
    created: { id: string; events: string[] | null | undefined }[]
  }> {
    const listed = (await this.households.listForSite(site.id)).map((h) => h.name)
    const { households, duplicates } = withoutListed(preview.households, listed)
    const stored = confirm && preview.missingColumns.length === 0 ? await this.create(site, households) : []
    return {
      answer: { ...preview, households, duplicates, stored: stored.length },
      created: stored.map((row, i) => ({ id: row.id, events: households[i]?.events })),
    }
  }

  async create(site: SiteRow, inputs: HouseholdInput[]): Promise<HouseholdRow[]> {
    const count = await this.households.countForSite(site.id)
    if (count + inputs.length > MAX_HOUSEHOLDS_PER_SITE) throw householdErrors.tooMany()
    const now = this.clock().toISOString()
    const rows = inputs.map((input) => ({
      id: newId(),
      site_id: site.id,
      ...fieldsOf(input),
      code: newInviteCode(),
      answered_at: null,
      unsubscribed_at: null,
      created_at: now,
      updated_at: now,
    }))
    await this.households.insertMany(rows)
    return rows
  }

  async update(site: SiteRow, id: string, input: HouseholdInput): Promise<void> {
    const row = await this.households.update(site.id, id, fieldsOf(input), this.clock().toISOString())
    if (!row) throw householdErrors.notFound()
  }

  async delete(site: SiteRow, id: string): Promise<void> {
    if (!(await this.households.delete(site.id, id))) throw householdErrors.notFound()
  }

  async clearContactData(site: SiteRow): Promise<void> {
    await this.households.clearContactData(site.id, this.clock().toISOString())
  }

  /** A reminder is offered in the site's own languages only: its guests read those. */
  reminderLanguages(site: SiteRow): ReminderLanguage[] {
    const languages = siteContent(site)
      .availableLanguages.map((l) => l.languageCode)
      .filter((code): code is ReminderLanguage => (REMINDER_LANGUAGES as readonly string[]).includes(code))
    return languages.length > 0 ? [...new Set(languages)] : ['sv']
  }

  requireCode(site: SiteRow): Promise<boolean> {
    return this.households.requireCode(site.id)
  }

  async setRequireCode(site: SiteRow, requireCode: boolean): Promise<void> {
    try {
      await this.households.setRequireCode(site.id, requireCode)
    } finally {
      // After the write, so an RSVP meanwhile cannot put the old setting back.
      this.invalidation.publish('household-settings', site.id)
    }
  }

  /** Whether the site takes RSVPs only with a household's code, as guests' answers ask it. */
  private async requiresCode(siteId: string): Promise<boolean> {
    const cached = this.requireCodeCache.get(siteId)
    if (cached) return cached.requireCode
    const requireCode = await this.households.requireCode(siteId)
    this.requireCodeCache.set(siteId, { requireCode })
    return requireCode
  }

  /** The household of a personal code on this site; a code of another site is no code here. */
  async byCode(siteId: string, code: string): Promise<HouseholdRow | undefined> {
    const row = await this.households.findByCode(code)
    return row?.site_id === siteId ? row : undefined
  }

  /**
   * What the answer rules (domain/forms/answer-rules.ts) need to know of an RSVP's personal code:
   * the household a code of this site names (an unknown code, or another site's, is no code) and
   * whether the site takes answers without one.
   */
  async forAnswer(
    site: SiteRow,
    inviteCode: string | undefined,
  ): Promise<{ household: HouseholdRow | undefined; requireCode: boolean }> {
    const household = inviteCode ? await this.byCode(site.id, inviteCode) : undefined
    // Only an answer without a household's code asks the setting (kept per site, above).
    return { household, requireCode: household ? false : await this.requiresCode(site.id) }
  }

  /**
   * The household's part of an answer's transaction (GuestFormsService.answerRsvp): held and read
   * before the answer is written, so its earlier group is replaced; linked after, so neither the
   * answer nor the link is stored without the other.
   */
  answerOf(household: HouseholdRow, groupIdentifier: string): HouseholdOfAnswer {
    return {
      groups: (trx) => this.households.answerGroups(household.id, trx),
      link: (trx, replaced) =>
        this.households.linkAnswer(household, groupIdentifier, this.clock().toISOString(), trx, replaced),
    }
  }

  async unsubscribe(code: string): Promise<HouseholdRow | undefined> {
    return this.households.markUnsubscribed(code, this.clock().toISOString())
  }

  /** The household each RSVP party answered for, by id: what it is invited to counts (issue 32). */
  async householdIdsByGroup(siteId: string): Promise<Map<string, string>> {
    const links = await this.households.answersForSite(siteId)
    return new Map(links.map((l) => [l.group_identifier, l.household_id]))
  }

  /** Which household each RSVP party answered for: the responses viewer and osa.xlsx name it. */
  async householdNamesByGroup(siteId: string): Promise<Map<string, string>> {
    const [rows, links] = await Promise.all([
      this.households.listForSite(siteId),
      this.households.answersForSite(siteId),
    ])
    const names = new Map(rows.map((r) => [r.id, r.name]))
    return new Map(links.map((l) => [l.group_identifier, names.get(l.household_id) ?? '']))
  }
}

function fieldsOf(input: HouseholdInput) {
  return {
    name: input.name,
    members: JSON.stringify(input.members),
    extra_guests: input.extraGuests,
    tags: JSON.stringify(input.tags),
    note: input.note,
  }
}

/** A household as the answer rules (domain/forms/answer-rules.ts) see it. */
export function answeringHousehold(row: HouseholdRow): AnsweringHousehold {
  return { members: membersOf(row), extraGuests: row.extra_guests }
}

function membersOf(row: HouseholdRow): Member[] {
  return JSON.parse(row.members)
}
