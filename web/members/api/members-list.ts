import { useQuery } from '@tanstack/react-query'
import type { MembersResponse } from '#domain/members/members.ts'
import { request } from '#web/api/http.ts'

export const membersPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/members`
export const membersQueryKey = (siteId: string) => ['sites', siteId, 'members'] as const

/** GET /api/sites/{siteId}/members: the owner, the caller's role and the members. */
export function useMembers(siteId: string) {
  return useQuery({
    queryKey: membersQueryKey(siteId),
    queryFn: () => request<MembersResponse>('GET', membersPath(siteId)),
  })
}
