import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventsResponse } from '#domain/events/event.ts'
import { request } from '#web/api/http.ts'
import { eventsPath, eventsQueryKey } from './events-list.ts'

/** DELETE /api/sites/{siteId}/events/{eventId}: the event leaves the cached list too. */
export function useDeleteEvent(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      request<undefined>('DELETE', `${eventsPath(siteId)}/${encodeURIComponent(id)}`),
    onSuccess: (_none, id) =>
      queryClient.setQueryData<EventsResponse>(eventsQueryKey(siteId), (data) =>
        data ? { ...data, events: data.events.filter((e) => e.id !== id) } : data,
      ),
  })
}
