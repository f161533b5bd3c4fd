import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '#web/api/http.ts'
import { refreshPhotosHead } from './photos-head.ts'
import { type PhotoPages, photosPath, photosQueryKey } from './photos-list.ts'
import { moderated } from './photos-moderate.ts'

/**
 * PUT /api/sites/{siteId}/photos/settings: "approve everything from now on", which approves what
 * waits too; the list shows that for every photo, as only its newest page is asked again.
 */
export function usePhotoSettings(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (autoApprove: boolean) =>
      request<{ ok: true }>('PUT', `${photosPath(siteId)}/settings`, { autoApprove }),
    onSuccess: (_answer, autoApprove) => {
      if (!autoApprove) return
      queryClient.setQueryData<PhotoPages>(photosQueryKey(siteId), (pages) => {
        if (!pages) return pages
        const waiting = pages.pages.flatMap((p) => p.photos.filter((photo) => photo.state === 'pending'))
        return moderated(pages, { action: 'approve', ids: waiting.map((p) => p.id) })
      })
    },
    onSettled: () => refreshPhotosHead(queryClient, siteId),
  })
}
