import { useQuery } from '@tanstack/react-query'
import type { EventsResponse } from '#domain/events/event.ts'
import { request } from '#web/api/http.ts'

export const eventsPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/events`

export const eventsQueryKey = (siteId: string) => ['sites', siteId, 'events'] as const

/** GET /api/sites/{siteId}/events: the programme, its time zone and the site's languages. */
export function useEvents(siteId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: eventsQueryKey(siteId),
    queryFn: () => request<EventsResponse>('GET', eventsPath(siteId)),
  })
}
