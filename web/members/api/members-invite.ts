import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Member, MemberInviteBody } from '#domain/members/members.ts'
import { request } from '#web/api/http.ts'
import { membersPath, membersQueryKey } from './members-list.ts'

/** POST /api/sites/{siteId}/members: invites by mail; the list is read again. */
export function useInviteMember(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MemberInviteBody) => request<Member>('POST', membersPath(siteId), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryKey(siteId) }),
        // The activity names the change (issue 33).
        queryClient.invalidateQueries({ queryKey: ['sites', siteId, 'activity'] }),
      ]),
  })
}
