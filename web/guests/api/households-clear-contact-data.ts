import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '#web/api/http.ts'
import { householdsPath, householdsQueryKey } from './households-list.ts'

/** POST /api/sites/{siteId}/households/clear-contact-data: forgets every household's contact data. */
export function useClearContactData(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => request<undefined>('POST', `${householdsPath(siteId)}/clear-contact-data`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsQueryKey(siteId) }),
  })
}
