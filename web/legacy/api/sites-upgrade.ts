import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '#web/api/http.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'

/** POST /api/sites/{id}/upgrade: the V2 site it became, which the editor opens at once. */
export function useUpgradeSite(siteId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => request<{ site: unknown }>('POST', `/api/sites/${encodeURIComponent(siteId)}/upgrade`),
    onSuccess: ({ site }) => client.setQueryData(siteQueryKey(siteId), site),
  })
}
