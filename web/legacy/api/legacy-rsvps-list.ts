import { useQuery } from '@tanstack/react-query'
import type { LegacyRsvpRecord } from '#domain/legacy/submissions.ts'
import { request } from '#web/api/http.ts'

export const legacyRsvpsQueryKey = (siteId: string) => ['rsvps', siteId, 'legacy'] as const

/** GET /api/rsvps/{siteId}: the legacy list, { data }; owner only. */
export function useLegacyRsvps(siteId: string) {
  return useQuery({
    queryKey: legacyRsvpsQueryKey(siteId),
    queryFn: async () =>
      (
        await request<{ data: (LegacyRsvpRecord & { _id: string })[] }>(
          'GET',
          `/api/rsvps/${encodeURIComponent(siteId)}`,
        )
      ).data,
  })
}
