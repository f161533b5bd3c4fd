import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { InvitationInfo, MemberRole } from '#domain/members/members.ts'
import { request } from '#web/api/http.ts'

const path = (token: string) => `/api/member-invitations/${encodeURIComponent(token)}`

/** GET /api/member-invitations/{token}: what the link is for; 404 when used, ended or unknown. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['member-invitations', token],
    queryFn: () => request<InvitationInfo>('GET', path(token)),
    retry: false,
  })
}

/** POST /api/member-invitations/{token}: accepts, logging in or creating the account when needed. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { password?: string; name?: string }) =>
      request<{ siteId: string; role: MemberRole }>('POST', path(token), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  })
}
