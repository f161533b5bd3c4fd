import { useQuery } from '@tanstack/react-query'
import type { SiteV2 } from '#domain/site/schema.ts'
import { request } from './http.ts'

export function siteQueryKey(siteId: string) {
  return ['sites', siteId] as const
}

/** GET /api/sites/{id}: the owner's site; 401 logged out, 403 not the owner, 404 no such site. */
export function getSite(siteId: string): Promise<SiteV2> {
  return request<SiteV2>('GET', `/api/sites/${encodeURIComponent(siteId)}`)
}

export function useSite(siteId: string) {
  return useQuery({ queryKey: siteQueryKey(siteId), queryFn: () => getSite(siteId) })
}
