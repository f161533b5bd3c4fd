import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MeResponse } from '#domain/accounts.ts'
import { meQueryKey } from '#web/api/accounts-me.ts'
import { request } from '#web/api/http.ts'

/** PUT /api/accounts/me/name: the name shown beside what the account does (issue 33). */
export function useSetAccountName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => request<MeResponse>('PUT', '/api/accounts/me/name', { name }),
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me)
      // Lists that show who did what name the account anew.
      void queryClient.invalidateQueries({ queryKey: ['sites'] })
    },
  })
}
