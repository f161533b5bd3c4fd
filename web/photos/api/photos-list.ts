import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { OwnerPhoto, OwnerPhotos } from '#domain/photos/photos.ts'
import { request } from '#web/api/http.ts'

export const photosPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/photos`

export const photosQueryKey = (siteId: string) => ['sites', siteId, 'photos'] as const
/** The newest page alone, asked again and again (photos-head.ts); the whole list is asked once. */
export const photosHeadKey = (siteId: string) => [...photosQueryKey(siteId), 'head'] as const

export type PhotoPages = InfiniteData<OwnerPhotos>

/** The first page fills a wide screen and paints at once; the rest come in bigger pages after it. */
export const FIRST_PAGE = 120
const NEXT_PAGE = 500

export const photosPagePath = (siteId: string, after: string) =>
  after
    ? `${photosPath(siteId)}?limit=${NEXT_PAGE}&after=${encodeURIComponent(after)}`
    : `${photosPath(siteId)}?limit=${FIRST_PAGE}`

/** The whole list as the page uses it: every page's photos, the rest from the newest page asked. */
export type PhotoList = Omit<OwnerPhotos, 'nextCursor'> & { complete: boolean }

/**
 * GET /api/sites/{siteId}/photos in pages: the first page shows at once and the rest follow one
 * after another, so counts, "select all" and bulk actions cover every photo once they are in.
 * Asked once: what changes later comes by the newest page alone (usePhotosHead), merged in.
 */
export function usePhotos(siteId: string) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery({
    queryKey: photosQueryKey(siteId),
    queryFn: async ({ pageParam }) => {
      const page = await request<OwnerPhotos>('GET', photosPagePath(siteId, pageParam))
      if (!pageParam) queryClient.setQueryData(photosHeadKey(siteId), page)
      return page
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
  const { hasNextPage, isFetching, fetchNextPage, isError } = query
  // Keyed on the pages held too: a page that comes at once may never show isFetching to a render.
  const held = query.data?.pages.length ?? 0
  useEffect(() => {
    if (held > 0 && hasNextPage && !isFetching && !isError) void fetchNextPage()
  }, [held, hasNextPage, isFetching, isError, fetchNextPage])
  const data = useMemo(
    () => (query.data ? joinPages(query.data, !hasNextPage) : undefined),
    [query.data, hasNextPage],
  )
  return { ...query, data }
}

function joinPages(pages: PhotoPages, complete: boolean): PhotoList | undefined {
  const [first] = pages.pages
  if (!first) return undefined
  const { nextCursor: _, ...summary } = first
  const photos: OwnerPhoto[] = pages.pages.length === 1 ? first.photos : pages.pages.flatMap((p) => p.photos)
  return { ...summary, photos, complete }
}
