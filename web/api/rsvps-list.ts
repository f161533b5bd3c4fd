import { useQuery } from '@tanstack/react-query'
import type { RsvpRecord } from '#domain/forms/responses.ts'
import { request } from './http.ts'

export function rsvpsQueryKey(siteId: string) {
  return ['rsvps', siteId, 'v4'] as const
}

/** GET /api/rsvps/{siteId}/v4: every guest's RSVP; owner only (401 logged out, 403 another account). */
export async function getRsvps(siteId: string): Promise<RsvpRecord[]> {
  const answer = await request<{ data: RsvpRecord[] }>('GET', `/api/rsvps/${encodeURIComponent(siteId)}/v4`)
  return answer.data
}

export function useRsvps(siteId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: rsvpsQueryKey(siteId),
    queryFn: () => getRsvps(siteId),
    enabled: options.enabled ?? true,
  })
}

/** Where the owner downloads osa.xlsx; lang picks the language of the sheet's own headings. */
export function rsvpsExportUrl(siteId: string, language: string): string {
  return `/api/rsvps/${encodeURIComponent(siteId)}/v4/export?lang=${encodeURIComponent(language)}`
}
