import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Moderation, OwnerPhotos } from '#domain/photos/photos.ts'
import { request } from '#web/api/http.ts'
import { photosPath, photosQueryKey } from './photos-list.ts'

/** POST /api/sites/{siteId}/photos/moderation: approve, hide or delete; shown at once, put back if refused. */
export function useModeratePhotos(siteId: string) {
  const queryClient = useQueryClient()
  const key = photosQueryKey(siteId)
  return useMutation({
    mutationFn: (moderation: Moderation) =>
      request<{ changed: number }>('POST', `${photosPath(siteId)}/moderation`, moderation),
    onMutate: async ({ action, ids }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<OwnerPhotos>(key)
      if (before) {
        const chosen = new Set(ids)
        const photos =
          action === 'delete'
            ? before.photos.filter((p) => !chosen.has(p.id))
            : before.photos.map((p) =>
                chosen.has(p.id)
                  ? { ...p, state: action === 'approve' ? ('approved' as const) : ('hidden' as const) }
                  : p,
              )
        queryClient.setQueryData<OwnerPhotos>(key, { ...before, photos })
      }
      return { before }
    },
    onError: (_error, _moderation, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
