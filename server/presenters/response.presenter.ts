import type { AcceptedElement } from '#domain/forms/answers.ts'
import type { FormSubmissionsTable, RsvpsTable } from '../db/schema.ts'

/** An RSVP as the spec's current shape (spec 002 section 3): one record per guest. */
export interface RsvpResponse {
  _id: string
  createdAt: string
  language: string
  formTitle: string
  formElements: AcceptedElement[]
  formId: string
  groupIdentifier: string
}

export interface FormSubmissionResponse {
  _id: string
  createdAt: string
  language: string
  formTitle: string
  formElements: AcceptedElement[]
  formId: string
}

export function presentRsvp(row: RsvpsTable): RsvpResponse {
  return {
    _id: row.id,
    createdAt: row.created_at,
    language: row.language,
    formTitle: row.form_title,
    formElements: JSON.parse(row.form_elements) as AcceptedElement[],
    formId: row.form_id,
    groupIdentifier: row.group_identifier,
  }
}

export function presentFormSubmission(row: FormSubmissionsTable): FormSubmissionResponse {
  return {
    _id: row.id,
    createdAt: row.created_at,
    language: row.language,
    formTitle: row.form_title,
    formElements: JSON.parse(row.form_elements) as AcceptedElement[],
    formId: row.form_id,
  }
}
