import { useQuery } from '@tanstack/react-query'
import type { SiteOrdersResponse } from '#domain/prints/orders.ts'
import { request } from '#web/api/http.ts'

export function siteOrdersQueryKey(siteId: string) {
  return ['sites', siteId, 'orders'] as const
}

/** GET /api/sites/{siteId}/orders: the site's paid card orders with status and tracking, newest first. */
export function getSiteOrders(siteId: string): Promise<SiteOrdersResponse> {
  return request<SiteOrdersResponse>('GET', `/api/sites/${encodeURIComponent(siteId)}/orders`)
}

export function useSiteOrders(siteId: string) {
  return useQuery({ queryKey: siteOrdersQueryKey(siteId), queryFn: () => getSiteOrders(siteId) })
}
