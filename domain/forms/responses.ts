import type { GuestEventAnswers } from '../events/event-answers.ts'
import type { AcceptedElement } from './answers.ts'
import type { FormElementLike } from './conditions.ts'

/** A form module's answer as the owner's list call returns it (spec 002 section 3). */
export interface FormSubmissionRecord {
  _id: string
  /** ISO date-time. */
  createdAt: string
  /** The site language the guest answered in. */
  language: string
  formTitle: string
  formElements: AcceptedElement[]
  formId: string
}

/** One guest's RSVP in the current shape; guests who answered together share groupIdentifier. */
export interface RsvpRecord extends FormSubmissionRecord {
  groupIdentifier: string
  /**
   * The party's number in the owner's list ("Grupp 3"), given by the server in the order parties
   * first answered and never moved by a delete. Not in the spec's shape: our own addition.
   */
  groupNumber?: number
  /** When the guest last changed the answer (issue 21); absent when never. Our own addition. */
  changedAt?: string
  /** The guest list household whose personal link the answer came with (issue 22). Our own addition. */
  householdName?: string
  /** The guest's answer per event where the site has several (issue 32). Our own addition. */
  events?: GuestEventAnswers
}

/** An RSVP (one guest) or a form answer: what the responses list and the exports read. */
export type ResponseRecord = FormSubmissionRecord & {
  groupIdentifier?: string
  groupNumber?: number
  changedAt?: string
  events?: GuestEventAnswers
}

/**
 * The columns of the answers: the owner's current form first, in its order, then any question
 * that only older answers have (it was removed from the form since). The list and the xlsx
 * exports lay answers out alike.
 */
export function questionColumns(
  current: readonly FormElementLike[],
  records: readonly Pick<ResponseRecord, 'formElements'>[],
): FormElementLike[] {
  const columns = new Map<string, FormElementLike>(current.map((e) => [e.id, e]))
  for (const record of records) {
    for (const element of record.formElements) {
      if (!columns.has(element.formElement.id)) columns.set(element.formElement.id, element.formElement)
    }
  }
  return [...columns.values()]
}

/** The site's first language: its default, in which question labels and options are shown to the owner. */
export function siteFirstLanguage(site: { availableLanguages: readonly { languageCode: string }[] }): string {
  return site.availableLanguages[0]?.languageCode ?? 'sv'
}

/** The questions of the site's modules of one type (its domain file's guard), in page order. */
export function questionsOfType<
  M extends { siteModuleType: string; form?: { formElements: FormElementLike[] } },
>(site: { siteModules: readonly M[] }, isOfType: (module: M) => boolean): FormElementLike[] {
  return site.siteModules.flatMap((m) => (isOfType(m) ? (m.form?.formElements ?? []) : []))
}
