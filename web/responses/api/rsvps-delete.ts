import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RsvpRecord } from '#domain/forms/responses.ts'
import { request } from '#web/api/http.ts'
import { rsvpsQueryKey } from '#web/api/rsvps-list.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'

/** DELETE /api/rsvps/{siteId}/v4/{rsvpId}: removes one guest's RSVP for good; 404 when already gone. */
export function deleteRsvp(siteId: string, rsvpId: string): Promise<{ ok: true }> {
  return request<{ ok: true }>(
    'DELETE',
    `/api/rsvps/${encodeURIComponent(siteId)}/v4/${encodeURIComponent(rsvpId)}`,
  )
}

/** Deletes an RSVP and drops it from the cached list at once; the site (hasRsvps) is fetched again. */
export function useDeleteRsvp(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (rsvpId: string) => deleteRsvp(siteId, rsvpId),
    onSuccess: (_answer, rsvpId) => {
      queryClient.setQueryData<RsvpRecord[]>(rsvpsQueryKey(siteId), (list) =>
        list?.filter((r) => r._id !== rsvpId),
      )
      void queryClient.invalidateQueries({ queryKey: siteQueryKey(siteId) })
    },
  })
}
