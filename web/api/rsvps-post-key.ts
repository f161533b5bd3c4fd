import { request } from './http.ts'

/**
 * GET /api/rsvps/post-key: a one-time key for one RSVP on the given site. It must be at least 3 seconds old when
 * used; a key used sooner, twice or after 4 hours makes the server answer invertedSuccess.
 */
export function getRsvpPostKey(siteId: string): Promise<{ key: string }> {
  return request<{ key: string }>('GET', `/api/rsvps/post-key?siteId=${encodeURIComponent(siteId)}`)
}
