import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '#web/api/http.ts'
import { membersPath, membersQueryKey } from './members-list.ts'

/** DELETE /api/sites/{siteId}/members/{memberId}: the member loses the site at once. */
export function useRemoveMember(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      request<undefined>('DELETE', `${membersPath(siteId)}/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryKey(siteId) }),
        // The activity names the change (issue 33).
        queryClient.invalidateQueries({ queryKey: ['sites', siteId, 'activity'] }),
      ]),
  })
}
