import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Household, HouseholdInput, HouseholdsResponse } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'
import { householdsPath, householdsQueryKey } from './households-list.ts'

/** Saves (POST for a new one, PUT for an existing one) and puts the answer in the cached list. */
export function useSaveHousehold(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: HouseholdInput }) =>
      id
        ? request<Household>('PUT', `${householdsPath(siteId)}/${encodeURIComponent(id)}`, input)
        : request<Household>('POST', householdsPath(siteId), input),
    onSuccess: (saved) =>
      queryClient.setQueryData<HouseholdsResponse>(householdsQueryKey(siteId), (data) => {
        if (!data) return data
        const exists = data.households.some((h) => h._id === saved._id)
        return {
          ...data,
          households: exists
            ? data.households.map((h) => (h._id === saved._id ? saved : h))
            : [...data.households, saved].sort((a, b) => a.name.localeCompare(b.name)),
        }
      }),
  })
}
