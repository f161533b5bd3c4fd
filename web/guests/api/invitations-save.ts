import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InvitationsInput, InvitationsResponse } from '#domain/events/invitations.ts'
import type { HouseholdsResponse } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'
import { householdsQueryKey } from './households-list.ts'

const invitationsPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/events/invitations`

/**
 * PUT /api/sites/{siteId}/events/invitations: invites households to exactly these events (null:
 * every event), and puts what each is now invited to in the cached guest list.
 */
export function useSaveInvitations(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InvitationsInput) =>
      request<InvitationsResponse>('PUT', invitationsPath(siteId), input),
    onSuccess: (answer) => {
      const events = new Map(answer.households.map((h) => [h._id, h.events]))
      queryClient.setQueryData<HouseholdsResponse>(householdsQueryKey(siteId), (data) =>
        data
          ? {
              ...data,
              households: data.households.map((h) =>
                events.has(h._id) ? { ...h, events: events.get(h._id) ?? null } : h,
              ),
            }
          : data,
      )
    },
  })
}
