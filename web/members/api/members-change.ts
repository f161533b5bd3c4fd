import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Member, MemberRole } from '#domain/members/members.ts'
import { request } from '#web/api/http.ts'
import { membersPath, membersQueryKey } from './members-list.ts'

/** PUT /api/sites/{siteId}/members/{memberId}: a new role. */
export function useChangeRole(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: MemberRole }) =>
      request<Member>('PUT', `${membersPath(siteId)}/${encodeURIComponent(id)}`, { role }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryKey(siteId) }),
        // The activity names the change (issue 33).
        queryClient.invalidateQueries({ queryKey: ['sites', siteId, 'activity'] }),
      ]),
  })
}
