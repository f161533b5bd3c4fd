import { useQuery } from '@tanstack/react-query'
import type { SiteV2 } from '#domain/site/schema.ts'
import { request } from '#web/api/http.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'

/**
 * GET /api/sites/{id}/upgrade/preview: the V2 site the upgrade would make, not stored. Asked again
 * for each saved revision, so the preview shows the owner's latest legacy edits.
 */
export function useUpgradePreview(siteId: string, revision: number) {
  return useQuery({
    queryKey: [...siteQueryKey(siteId), 'upgrade-preview', revision],
    queryFn: async () =>
      (await request<{ site: SiteV2 }>('GET', `/api/sites/${encodeURIComponent(siteId)}/upgrade/preview`))
        .site,
  })
}
