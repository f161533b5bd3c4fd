import { useQuery } from '@tanstack/react-query'
import type { OwnerPhotos } from '#domain/photos/photos.ts'
import { request } from '#web/api/http.ts'

export const photosPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/photos`

export const photosQueryKey = (siteId: string) => ['sites', siteId, 'photos'] as const

/**
 * GET /api/sites/{siteId}/photos: every upload with its state. Asked again every few seconds
 * while a zip is being built, so its progress shows.
 */
export function usePhotos(siteId: string) {
  return useQuery({
    queryKey: photosQueryKey(siteId),
    queryFn: () => request<OwnerPhotos>('GET', photosPath(siteId)),
    refetchInterval: (query) => {
      const zip = query.state.data?.zip
      return zip && (zip.state === 'queued' || zip.state === 'building') ? 2000 : 30_000
    },
  })
}
