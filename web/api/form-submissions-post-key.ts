import { request } from './http.ts'

/** GET /api/form-submissions/post-key: a one-time key for one form answer (same rules as the RSVP key). */
export function getFormSubmissionPostKey(siteId: string): Promise<{ key: string }> {
  return request<{ key: string }>(
    'GET',
    `/api/form-submissions/post-key?siteId=${encodeURIComponent(siteId)}`,
  )
}
