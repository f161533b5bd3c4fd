import { useQuery } from '@tanstack/react-query'
import type { MeResponse } from '#domain/accounts.ts'
import { request } from './http.ts'

export const meQueryKey = ['accounts', 'me'] as const

/** GET /api/accounts/me/: the logged-in account; 401 when logged out. */
export function getMe(): Promise<MeResponse> {
  return request<MeResponse>('GET', '/api/accounts/me/')
}

/** The logged-in account. Logged out is an expected answer, so it is never retried. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, retry: false })
}
