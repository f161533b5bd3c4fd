import { useQuery } from '@tanstack/react-query'
import type { AccountPage } from '#domain/payments.ts'
import { request } from '#web/api/http.ts'

export function accountPageQueryKey(siteId: string) {
  return ['account-page', siteId] as const
}

/** GET /api/sites/{id}/account/: the account page's data. */
export function getAccountPage(siteId: string): Promise<AccountPage> {
  return request<AccountPage>('GET', `/api/sites/${encodeURIComponent(siteId)}/account/`)
}

export function useAccountPage(siteId: string) {
  return useQuery({ queryKey: accountPageQueryKey(siteId), queryFn: () => getAccountPage(siteId) })
}
