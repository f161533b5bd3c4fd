import { useQuery } from '@tanstack/react-query'
import type { MySites } from '#domain/members/members.ts'
import { request } from './http.ts'

export const mySitesQueryKey = ['accounts', 'me', 'sites'] as const

/** GET /api/accounts/me/sites: the sites the account owns or is a member of, with its role on each. */
export function useMySites(enabled = true) {
  return useQuery({
    enabled,
    queryKey: mySitesQueryKey,
    queryFn: () => request<MySites>('GET', '/api/accounts/me/sites'),
    retry: false,
  })
}
