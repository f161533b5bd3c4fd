import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '#web/api/http.ts'
import { legacyRsvpsQueryKey } from './legacy-rsvps-list.ts'

/** DELETE /api/rsvps/{siteId}/{rsvpId}: the legacy delete. */
export function useDeleteLegacyRsvp(siteId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (rsvpId: string) =>
      request<{ ok: true }>(
        'DELETE',
        `/api/rsvps/${encodeURIComponent(siteId)}/${encodeURIComponent(rsvpId)}`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: legacyRsvpsQueryKey(siteId) }),
  })
}
