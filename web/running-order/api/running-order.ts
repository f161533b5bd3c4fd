import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RunningOrder, RunningOrderResponse } from '#domain/running-order/running-order.ts'
import { request } from '#web/api/http.ts'

export const runningOrderPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/running-order`
const key = (siteId: string) => ['sites', siteId, 'running-order'] as const

/** GET /api/sites/{siteId}/running-order: the order, the sign-ups and the forms. */
export function useRunningOrder(siteId: string) {
  return useQuery({
    queryKey: key(siteId),
    queryFn: () => request<RunningOrderResponse>('GET', runningOrderPath(siteId)),
  })
}

/** PUT /api/sites/{siteId}/running-order: shown at once, put back if refused. */
export function useSaveRunningOrder(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (order: RunningOrder) =>
      request<RunningOrderResponse>('PUT', runningOrderPath(siteId), order),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key(siteId) })
      const before = queryClient.getQueryData<RunningOrderResponse>(key(siteId))
      if (before) queryClient.setQueryData<RunningOrderResponse>(key(siteId), { ...before, order })
      return { before }
    },
    onError: (_error, _order, context) => {
      if (context?.before) queryClient.setQueryData(key(siteId), context.before)
    },
    onSuccess: (answer) => queryClient.setQueryData(key(siteId), answer),
  })
}

/** POST /api/sites/{siteId}/running-order/speaker-mails: each placed speaker is mailed once. */
export function useMailSpeakers(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => request<{ queued: number }>('POST', `${runningOrderPath(siteId)}/speaker-mails`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(siteId) }),
  })
}
