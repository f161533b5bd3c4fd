import type { GuestEventAnswers } from '#domain/events/event-answers.ts'
import type { AcceptedElement } from '#domain/forms/answers.ts'
import type { FormSubmissionRecord, RsvpRecord } from '#domain/forms/responses.ts'
import type { FormSubmissionsTable, RsvpsTable } from '../db/schema.ts'

export function presentFormSubmission(row: FormSubmissionsTable): FormSubmissionRecord {
  return {
    _id: row.id,
    createdAt: row.created_at,
    language: row.language,
    formTitle: row.form_title,
    formElements: JSON.parse(row.form_elements) as AcceptedElement[],
    formId: row.form_id,
  }
}

/**
 * An RSVP in the spec's current shape (spec 002 section 3): one record per guest, with its
 * party's number in the owner's list when the caller has it.
 */
export function presentRsvp(
  row: RsvpsTable,
  groupNumbers?: ReadonlyMap<string, number>,
  households?: ReadonlyMap<string, string>,
  events?: ReadonlyMap<string, GuestEventAnswers>,
): RsvpRecord {
  const eventAnswers = events?.get(row.id)
  const groupNumber = groupNumbers?.get(row.group_identifier)
  const householdName = households?.get(row.group_identifier)
  return {
    ...presentFormSubmission(row),
    groupIdentifier: row.group_identifier,
    ...(groupNumber === undefined ? {} : { groupNumber }),
    ...(row.changed_at ? { changedAt: row.changed_at } : {}),
    ...(householdName ? { householdName } : {}),
    ...(eventAnswers ? { events: eventAnswers } : {}),
  }
}
