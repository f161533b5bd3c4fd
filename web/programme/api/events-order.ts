import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventsResponse } from '#domain/events/event.ts'
import { request } from '#web/api/http.ts'
import { eventsPath, eventsQueryKey } from './events-list.ts'

/** PUT /api/sites/{siteId}/events/order: shown in the new order at once, put back if refused. */
export function useOrderEvents(siteId: string) {
  const queryClient = useQueryClient()
  const key = eventsQueryKey(siteId)
  return useMutation({
    mutationFn: (ids: string[]) => request<EventsResponse>('PUT', `${eventsPath(siteId)}/order`, { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<EventsResponse>(key)
      if (before) {
        const byId = new Map(before.events.map((e) => [e.id, e]))
        const events = ids.flatMap((id) => byId.get(id) ?? [])
        queryClient.setQueryData<EventsResponse>(key, { ...before, events })
      }
      return { before }
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  })
}
