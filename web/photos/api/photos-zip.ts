import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PhotoZip } from '#domain/photos/photos.ts'
import { request } from '#web/api/http.ts'
import { refreshPhotosHead } from './photos-head.ts'
import { photosPath } from './photos-list.ts'

/** POST /api/sites/{siteId}/photos/zips: starts building the zip of every photo. */
export function useStartZip(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => request<PhotoZip>('POST', `${photosPath(siteId)}/zips`),
    onSettled: () => refreshPhotosHead(queryClient, siteId),
  })
}
