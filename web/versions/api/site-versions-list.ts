import { useQuery } from '@tanstack/react-query'
import type { SiteVersionListItem } from '#domain/site/version-summary.ts'
import { request } from '#web/api/http.ts'

export function siteVersionsQueryKey(siteId: string) {
  return ['sites', siteId, 'versions'] as const
}

/** GET /api/sites/{id}/versions: the site's versions newest first, each with what it changed. */
export function useSiteVersions(siteId: string) {
  return useQuery({
    queryKey: siteVersionsQueryKey(siteId),
    queryFn: async () =>
      (
        await request<{ versions: SiteVersionListItem[] }>(
          'GET',
          `/api/sites/${encodeURIComponent(siteId)}/versions`,
        )
      ).versions,
  })
}
