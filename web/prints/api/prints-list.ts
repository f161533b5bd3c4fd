import { useQuery } from '@tanstack/react-query'
import type { SitePrintsResponse } from '#domain/prints/print.ts'
import { request } from '#web/api/http.ts'

export function sitePrintsQueryKey(siteId: string) {
  return ['sites', siteId, 'prints'] as const
}

/** GET /api/sites/{siteId}/prints/: the site's cards, newest first. */
export function getSitePrints(siteId: string): Promise<SitePrintsResponse> {
  return request<SitePrintsResponse>('GET', `/api/sites/${encodeURIComponent(siteId)}/prints/`)
}

export function useSitePrints(siteId: string) {
  return useQuery({ queryKey: sitePrintsQueryKey(siteId), queryFn: () => getSitePrints(siteId) })
}
