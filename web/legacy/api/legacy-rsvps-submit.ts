import type { z } from 'zod'
import type { legacyRsvpBodySchema } from '#domain/legacy/submissions.ts'
import { request } from '#web/api/http.ts'

export type LegacyAnswer = { invertedSuccess: boolean }

/** POST /api/rsvps/{siteId}/v3/: the legacy RSVP of one or more persons. */
export function submitLegacyRsvp(
  siteId: string,
  body: z.input<typeof legacyRsvpBodySchema>,
): Promise<LegacyAnswer> {
  return request<LegacyAnswer>('POST', `/api/rsvps/${encodeURIComponent(siteId)}/v3/`, body)
}
