import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '#web/api/http.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import type { LegacyOwnerSite } from '../owner/legacy-site.ts'

/** PUT /api/sites/{id}: the legacy save; the answer is the saved site. */
export function useSaveLegacySite(siteId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request<LegacyOwnerSite>('PUT', `/api/sites/${encodeURIComponent(siteId)}`, body),
    onSuccess: (site) => client.setQueryData(siteQueryKey(siteId), site),
  })
}
