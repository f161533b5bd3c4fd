import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Moderation, OwnerPhotos, PhotoCounts, PhotoState } from '#domain/photos/photos.ts'
import { request } from '#web/api/http.ts'
import { refreshPhotosHead } from './photos-head.ts'
import { type PhotoPages, photosPath, photosQueryKey } from './photos-list.ts'

/** The pages as they are once `moderation` is done: shown at once, before the server answers. */
export function moderated(before: PhotoPages, { action, ids }: Moderation): PhotoPages {
  const chosen = new Set(ids)
  const next: PhotoState | undefined =
    action === 'approve' ? 'approved' : action === 'hide' ? 'hidden' : undefined
  const counts: PhotoCounts = { ...(before.pages[0]?.counts ?? { pending: 0, approved: 0, hidden: 0 }) }
  for (const page of before.pages)
    for (const photo of page.photos) {
      if (!chosen.has(photo.id) || photo.state === next) continue
      counts[photo.state] -= 1
      if (next) counts[next] += 1
    }
  const pages = before.pages.map(
    (page): OwnerPhotos => ({
      ...page,
      counts,
      photos: next
        ? page.photos.map((p) => (chosen.has(p.id) ? { ...p, state: next } : p))
        : page.photos.filter((p) => !chosen.has(p.id)),
    }),
  )
  return { ...before, pages }
}

/** POST /api/sites/{siteId}/photos/moderation: approve, hide or delete; shown at once, put back if refused. */
export function useModeratePhotos(siteId: string) {
  const queryClient = useQueryClient()
  const key = photosQueryKey(siteId)
  return useMutation({
    mutationFn: (moderation: Moderation) =>
      request<{ changed: number }>('POST', `${photosPath(siteId)}/moderation`, moderation),
    onMutate: async (moderation) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<PhotoPages>(key)
      if (before) queryClient.setQueryData<PhotoPages>(key, moderated(before, moderation))
      return { before }
    },
    onError: (_error, _moderation, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: () => refreshPhotosHead(queryClient, siteId),
  })
}
