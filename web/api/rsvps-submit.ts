import type { SubmittedElement } from '#domain/forms/answers.ts'
import { request } from './http.ts'

export interface RsvpSubmitBody {
  /** One entry per guest, 1 to the module's maxNumberOfGuests. */
  guests: { formElements: SubmittedElement[] }[]
  /** The site language the guest answered in. */
  language: string
  /** Ties the guests of one answer together. */
  groupIdentifier: string
  postKey: string
  /** The Rsvp module's id. */
  formId: string
  formTitle: string
  /** The honeypot: empty unless a robot filled it. */
  website?: string
}

/**
 * POST /api/rsvps/{siteId}/v4/: a guest's RSVP. invertedSuccess true means it was taken for
 * spam (too fast, a used key or the honeypot) and nothing was stored.
 */
export function submitRsvp(siteId: string, body: RsvpSubmitBody): Promise<{ invertedSuccess: boolean }> {
  return request<{ invertedSuccess: boolean }>('POST', `/api/rsvps/${encodeURIComponent(siteId)}/v4/`, body)
}
