import { useInfiniteQuery } from '@tanstack/react-query'
import type { ActivityResponse } from '#domain/members/activity.ts'
import { request } from '#web/api/http.ts'

/** GET /api/sites/{siteId}/activity?page=n: who did what, newest first, a page at a time. */
export function useActivity(siteId: string) {
  return useInfiniteQuery({
    queryKey: ['sites', siteId, 'activity'],
    queryFn: ({ pageParam }) =>
      request<ActivityResponse>(
        'GET',
        `/api/sites/${encodeURIComponent(siteId)}/activity?page=${String(pageParam)}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  })
}
