import { useQuery } from '@tanstack/react-query'
import type { HouseholdsResponse } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'

export const householdsPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/households`

export const householdsQueryKey = (siteId: string) => ['sites', siteId, 'households'] as const

/** GET /api/sites/{siteId}/households: the guest list with answers, refreshed while the page is open. */
export function useHouseholds(siteId: string) {
  return useQuery({
    queryKey: householdsQueryKey(siteId),
    queryFn: () => request<HouseholdsResponse>('GET', householdsPath(siteId)),
    refetchInterval: 30_000,
  })
}
