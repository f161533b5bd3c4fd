import type { FormSubmissionRecord, RsvpRecord } from '#domain/forms/responses.ts'
import { isFormModule } from '#domain/modules/form.ts'
import { isRsvp } from '#domain/modules/rsvp.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import type { FormSubmissionsTable, RsvpsTable } from '../db/schema.ts'
import { errors } from '../http/errors.ts'
import type { GuestSubmissionsRepository } from '../repositories/guest-submissions.repository.ts'
import { siteResponsesWorkbook } from './responses-xlsx.ts'

/**
 * The owner's view of what guests answered. Callers check the owner may see them first (policy);
 * the exports lay out the answers as the owner is shown them.
 */
export class ResponsesService {
  constructor(private readonly submissions: GuestSubmissionsRepository) {}

  rsvps(siteId: string): Promise<RsvpsTable[]> {
    return this.submissions.listRsvps(siteId)
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
  ): Promise<Buffer> {
    return siteResponsesWorkbook(responses, content, isRsvp, uiLanguage, market)
  }

  exportFormSubmissions(
    responses: FormSubmissionRecord[],
    content: SiteContent,
    uiLanguage: 'sv' | 'en' | 'da',
    market: string,
  ): Promise<Buffer> {
    return siteResponsesWorkbook(responses, content, isFormModule, uiLanguage, market)
  }
}
