import type { FormSubmissionRecord, RsvpRecord } from '#domain/forms/responses.ts'
import { isFormModule } from '#domain/modules/form.ts'
import { isRsvp } from '#domain/modules/rsvp.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import type { FormSubmissionsTable, RsvpsTable } from '../../db/schema.ts'
import { errors } from '../../http/errors.ts'
import type { GuestSubmissionsRepository } from '../../repositories/guest-submissions.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import { siteResponsesWorkbook, type WorkbookExtras } from './responses-xlsx.ts'

/**
 * The owner's view of what guests answered. Callers check the owner may see them first (policy);
 * the exports lay out the answers as the owner is shown them.
 */
export class ResponsesService {
  constructor(
    private readonly submissions: GuestSubmissionsRepository,
    private readonly units: UnitOfWork,
  ) {}

  rsvps(siteId: string): Promise<RsvpsTable[]> {
    return this.submissions.listRsvps(siteId)
  }

  /**
   * The number of every party among `rows` ("Grupp 3"): given once, in the order parties first
   * answered, after the highest number the site ever gave, so deleting a party's answers moves no
   * other party's number. New numbers are given under the site's lock, one writer at a time.
   */
  async groupNumbers(siteId: string, rows: readonly RsvpsTable[]): Promise<Map<string, number>> {
    const byFirstAnswer = [...rows].sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
    )
    const groups = [...new Set(byFirstAnswer.map((row) => row.group_identifier))]
    const known = await this.units.transaction((repos) => repos.rsvpGroups.numbers(siteId))
    if (groups.every((group) => known.has(group))) return known
    return this.units.withSiteLock(siteId, async (repos) => {
      const numbers = await repos.rsvpGroups.numbers(siteId)
      let next = Math.max(0, ...numbers.values())
      const added = new Map<string, number>()
      for (const group of groups) {
        if (numbers.has(group)) continue
        next += 1
        added.set(group, next)
        numbers.set(group, next)
      }
      await repos.rsvpGroups.insert(siteId, added)
      return numbers
    })
  }

  formSubmissions(siteId: string): Promise<FormSubmissionsTable[]> {
    return this.submissions.listFormSubmissions(siteId)
  }

  async deleteRsvp(siteId: string, id: string): Promise<void> {
    if (!(await this.submissions.deleteRsvp(siteId, id))) throw errors.notFound()
  }

  async deleteFormSubmission(siteId: string, id: string): Promise<void> {
    if (!(await this.submissions.deleteFormSubmission(siteId, id))) throw errors.notFound()
  }

  exportRsvps(
    responses: RsvpRecord[],
    content: SiteContent,
    uiLanguage: 'sv' | 'en' | 'da',
    market: string,
    /** The gift registry's sheet (issue 35) and the events' columns (issue 32). */
    extras: WorkbookExtras = {},
  ): Promise<Buffer> {
    return siteResponsesWorkbook(responses, content, isRsvp, uiLanguage, market, extras)
  }

  /** `extras.gifts` as for exportRsvps; the routes give it to osa.xlsx only. */
  exportFormSubmissions(
    responses: FormSubmissionRecord[],
    content: SiteContent,
    uiLanguage: 'sv' | 'en' | 'da',
    market: string,
    extras: WorkbookExtras = {},
  ): Promise<Buffer> {
    return siteResponsesWorkbook(responses, content, isFormModule, uiLanguage, market, extras)
  }
}
