import { useQuery } from '@tanstack/react-query'
import type { SendLogEntry } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'
import { householdsPath } from './households-list.ts'

export const sendsQueryKey = (siteId: string) => ['sites', siteId, 'households', 'reminders'] as const

/** GET /api/sites/{siteId}/households/reminders: the reminders sent so far. */
export function useSendLog(siteId: string, enabled: boolean) {
  return useQuery({
    queryKey: sendsQueryKey(siteId),
    queryFn: () => request<{ sends: SendLogEntry[] }>('GET', `${householdsPath(siteId)}/reminders`),
    enabled,
  })
}
