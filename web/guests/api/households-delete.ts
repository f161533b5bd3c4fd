import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HouseholdsResponse } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'
import { householdsPath, householdsQueryKey } from './households-list.ts'

/** DELETE /api/sites/{siteId}/households/{id}: removes one household from the cached list too. */
export function useDeleteHousehold(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      request<undefined>('DELETE', `${householdsPath(siteId)}/${encodeURIComponent(id)}`),
    onSuccess: (_none, id) =>
      queryClient.setQueryData<HouseholdsResponse>(householdsQueryKey(siteId), (data) =>
        data ? { ...data, households: data.households.filter((h) => h._id !== id) } : data,
      ),
  })
}
