import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '#web/api/http.ts'
import { photosPath, photosQueryKey } from './photos-list.ts'

/** PUT /api/sites/{siteId}/photos/settings: "approve everything from now on". */
export function usePhotoSettings(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (autoApprove: boolean) =>
      request<{ ok: true }>('PUT', `${photosPath(siteId)}/settings`, { autoApprove }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosQueryKey(siteId) }),
  })
}
