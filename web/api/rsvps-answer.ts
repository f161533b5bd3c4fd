import { request } from './http.ts'

/** A sent RSVP as its guest sees it again: each guest's answers by element id. */
export interface StoredRsvp {
  formId: string
  groupIdentifier: string
  language: string
  guests: Record<string, string>[]
  createdAt: string
  changedAt: string | null
}

/** GET /api/rsvps/{siteId}/answers/{token}: the answer a guest's private link opens (issue 21). */
export function getRsvpAnswer(siteId: string, token: string): Promise<StoredRsvp> {
  const e = encodeURIComponent
  return request<StoredRsvp>('GET', `/api/rsvps/${e(siteId)}/answers/${e(token)}`)
}
