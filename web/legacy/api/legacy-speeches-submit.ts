import type { z } from 'zod'
import type { legacySpeechBodySchema } from '#domain/legacy/submissions.ts'
import { request } from '#web/api/http.ts'
import type { LegacyAnswer } from './legacy-rsvps-submit.ts'

/** POST /api/speeches/{siteId}/v2: a legacy speech sign-up. */
export function submitLegacySpeech(
  siteId: string,
  body: z.input<typeof legacySpeechBodySchema>,
): Promise<LegacyAnswer> {
  return request<LegacyAnswer>('POST', `/api/speeches/${encodeURIComponent(siteId)}/v2`, body)
}
