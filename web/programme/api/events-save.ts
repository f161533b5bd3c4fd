import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventInput, EventsResponse, SiteEvent } from '#domain/events/event.ts'
import { request } from '#web/api/http.ts'
import { eventsPath, eventsQueryKey } from './events-list.ts'

/** POST a new event or PUT /{eventId} a changed one; the answer takes its place in the cached list. */
export function useSaveEvent(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EventInput }) =>
      id
        ? request<SiteEvent>('PUT', `${eventsPath(siteId)}/${encodeURIComponent(id)}`, input)
        : request<SiteEvent>('POST', eventsPath(siteId), input),
    onSuccess: (saved) =>
      queryClient.setQueryData<EventsResponse>(eventsQueryKey(siteId), (data) => {
        if (!data) return data
        const exists = data.events.some((e) => e.id === saved.id)
        // A change to the default event stores it: every event is stored from then on.
        const stored = data.events.map((e) => ({ ...e, isDefault: false }))
        return {
          ...data,
          events: exists ? stored.map((e) => (e.id === saved.id ? saved : e)) : [...stored, saved],
        }
      }),
  })
}
