import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { OwnerPhotos, PhotoZip } from '#domain/photos/photos.ts'
import { request } from '#web/api/http.ts'
import { type PhotoPages, photosHeadKey, photosPagePath, photosQueryKey } from './photos-list.ts'

const building = (zip: PhotoZip | null | undefined) => zip?.state === 'queued' || zip?.state === 'building'

/**
 * The list as it is once the newest page has come again: new uploads go on top, photos in the page
 * take its state, and photos the page should hold but does not (deleted meanwhile) go. Photos older
 * than the page keep what the owner's own actions made of them (moderated() in photos-moderate.ts),
 * so 2,000 photos cost one request a poll, not one a page.
 */
export function mergeHead(before: PhotoPages, head: OwnerPhotos): PhotoPages {
  const { nextCursor, photos, ...summary } = head
  if (nextCursor === null) {
    // The newest page is the whole list.
    return { pages: [head], pageParams: before.pageParams.slice(0, 1) }
  }
  const inHead = new Set(photos.map((p) => p.id))
  const oldest = photos.at(-1)?.createdAt ?? ''
  // The list is newest first by time, then id; ids are not compared here (the database's
  // collation may order them otherwise), so a photo as old as the page's oldest stays.
  const older = (p: OwnerPhotos['photos'][number]) => !inHead.has(p.id) && p.createdAt <= oldest
  const pages = before.pages.map(
    (page, i): OwnerPhotos => ({
      ...page,
      ...summary,
      photos: i === 0 ? [...photos, ...page.photos.filter(older)] : page.photos.filter(older),
    }),
  )
  return { ...before, pages }
}

/**
 * Asks for the newest page every 30 s (every 2 s while a zip is being built, for its progress) and
 * merges it into the list. The list's own first page fills it at first (usePhotos), so polling
 * starts 30 s after the list came, without asking for that page twice.
 */
export function usePhotosHead(siteId: string, listLoaded: boolean) {
  const queryClient = useQueryClient()
  const head = useQuery({
    queryKey: photosHeadKey(siteId),
    queryFn: () => request<OwnerPhotos>('GET', photosPagePath(siteId, '')),
    enabled: listLoaded,
    staleTime: 20_000,
    refetchInterval: (q) => (building(q.state.data?.zip) ? 2000 : 30_000),
  })
  const { data, dataUpdatedAt } = head
  useEffect(() => {
    if (!data || !dataUpdatedAt) return
    queryClient.setQueryData<PhotoPages>(photosQueryKey(siteId), (pages) => pages && mergeHead(pages, data))
  }, [queryClient, siteId, data, dataUpdatedAt])
  return head
}

/** After an action, the newest page only is asked again (never every page of the list). */
export const refreshPhotosHead = (queryClient: QueryClient, siteId: string) =>
  queryClient.invalidateQueries({ queryKey: photosHeadKey(siteId), exact: true })
