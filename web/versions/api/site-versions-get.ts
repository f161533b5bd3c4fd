import { useQuery } from '@tanstack/react-query'
import type { SiteContent } from '#domain/site/schema.ts'
import { request } from '#web/api/http.ts'

export interface SiteVersionDocument {
  siteVersion: number
  createdAt: string
  data: SiteContent
}

/** GET /api/sites/{id}/versions/{siteVersion}: the site as that version saved it. */
export function useSiteVersion(siteId: string, siteVersion: number | null) {
  return useQuery({
    queryKey: ['sites', siteId, 'versions', siteVersion] as const,
    enabled: siteVersion !== null,
    // A version never changes once saved.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      request<SiteVersionDocument>(
        'GET',
        `/api/sites/${encodeURIComponent(siteId)}/versions/${String(siteVersion)}`,
      ),
  })
}
