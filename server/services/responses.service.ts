import type { FormElementLike } from '#domain/forms/conditions.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { errors } from '../http/errors.ts'
import {
  type FormSubmissionResponse,
  presentFormSubmission,
  presentRsvp,
  type RsvpResponse,
} from '../presenters/response.presenter.ts'
import type { GuestSubmissionsRepository } from '../repositories/guest-submissions.repository.ts'
import { questionColumns, responsesWorkbook } from './responses-xlsx.ts'

/** The owner's view of what guests answered. Callers check ownership first (site policy). */
export class ResponsesService {
  constructor(private readonly submissions: GuestSubmissionsRepository) {}

  async rsvps(siteId: string): Promise<RsvpResponse[]> {
    return (await this.submissions.listRsvps(siteId)).map(presentRsvp)
  }

  async formSubmissions(siteId: string): Promise<FormSubmissionResponse[]> {
    return (await this.submissions.listFormSubmissions(siteId)).map(presentFormSubmission)
  }

  async deleteRsvp(siteId: string, id: string): Promise<void> {
    if (!(await this.submissions.deleteRsvp(siteId, id))) throw errors.notFound()
  }

  async deleteFormSubmission(siteId: string, id: string): Promise<void> {
    if (!(await this.submissions.deleteFormSubmission(siteId, id))) throw errors.notFound()
  }

  async exportRsvps(siteId: string, content: SiteContent, uiLanguage: 'sv' | 'en' | 'da'): Promise<Buffer> {
    const responses = await this.rsvps(siteId)
    const rows = responses.map((r) => ({
      createdAt: r.createdAt,
      group: r.groupIdentifier,
      formTitle: r.formTitle,
      formElements: r.formElements,
    }))
    return responsesWorkbook({
      rows,
      questions: questionColumns(currentForm(content, 'Rsvp'), rows),
      siteLanguage: siteLanguage(content),
      uiLanguage,
    })
  }

  async exportFormSubmissions(
    siteId: string,
    content: SiteContent,
    uiLanguage: 'sv' | 'en' | 'da',
  ): Promise<Buffer> {
    const responses = await this.formSubmissions(siteId)
    const rows = responses.map((r) => ({
      createdAt: r.createdAt,
      formTitle: r.formTitle,
      formElements: r.formElements,
    }))
    return responsesWorkbook({
      rows,
      questions: questionColumns(currentForm(content, 'Form'), rows),
      siteLanguage: siteLanguage(content),
      uiLanguage,
    })
  }
}

function siteLanguage(content: SiteContent): string {
  return content.availableLanguages[0]?.languageCode ?? 'sv'
}

function currentForm(content: SiteContent, type: 'Rsvp' | 'Form'): FormElementLike[] {
  return content.siteModules.flatMap((m) => (m.siteModuleType === type ? m.form.formElements : []))
}
