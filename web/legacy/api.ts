import type { z } from 'zod'
import type { legacyRsvpBodySchema, legacySpeechBodySchema } from '#domain/legacy/submissions.ts'
import { request } from '#web/api/http.ts'

type Answer = { invertedSuccess: boolean }

/** POST /api/rsvps/{siteId}/v3/: the legacy RSVP of one or more persons. */
export function submitLegacyRsvp(
  siteId: string,
  body: z.input<typeof legacyRsvpBodySchema>,
): Promise<Answer> {
  return request<Answer>('POST', `/api/rsvps/${encodeURIComponent(siteId)}/v3/`, body)
}

/** POST /api/speeches/{siteId}/v2: a legacy speech sign-up. */
export function submitLegacySpeech(
  siteId: string,
  body: z.input<typeof legacySpeechBodySchema>,
): Promise<Answer> {
  return request<Answer>('POST', `/api/speeches/${encodeURIComponent(siteId)}/v2`, body)
}
