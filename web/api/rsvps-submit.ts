import type { z } from 'zod'
import type { rsvpSubmissionSchema } from '#domain/forms/submissions.ts'
import { request } from './http.ts'

/** The body as the server's schema takes it. */
export type RsvpSubmitBody = z.input<typeof rsvpSubmissionSchema>

/**
 * POST /api/rsvps/{siteId}/v4/: a guest's RSVP. invertedSuccess true means it was taken for
 * spam (too fast, a used key or the honeypot) and nothing was stored.
 */
export function submitRsvp(siteId: string, body: RsvpSubmitBody): Promise<{ invertedSuccess: boolean }> {
  return request<{ invertedSuccess: boolean }>('POST', `/api/rsvps/${encodeURIComponent(siteId)}/v4/`, body)
}
