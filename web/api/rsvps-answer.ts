import type { StoredRsvp } from '#domain/forms/answers.ts'
import { request } from './http.ts'

/** GET /api/rsvps/{siteId}/answers/{token}: the answer a guest's private link opens (issue 21). */
export function getRsvpAnswer(siteId: string, token: string): Promise<StoredRsvp> {
  const e = encodeURIComponent
  return request<StoredRsvp>('GET', `/api/rsvps/${e(siteId)}/answers/${e(token)}`)
}
