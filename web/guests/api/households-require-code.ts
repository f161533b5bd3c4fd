import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HouseholdsResponse } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'
import { householdsQueryKey } from './households-list.ts'

/** PUT /api/sites/{siteId}/households-settings {requireCode}: whether guests answer with their code. */
export function useRequireCode(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (requireCode: boolean) =>
      request<{ requireCode: boolean }>(
        'PUT',
        `/api/sites/${encodeURIComponent(siteId)}/households-settings`,
        {
          requireCode,
        },
      ),
    onSuccess: ({ requireCode }) =>
      queryClient.setQueryData<HouseholdsResponse>(householdsQueryKey(siteId), (data) =>
        data ? { ...data, requireCode } : data,
      ),
  })
}
