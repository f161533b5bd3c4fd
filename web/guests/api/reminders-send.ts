import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReminderInput } from '#domain/households/messages.ts'
import { request } from '#web/api/http.ts'
import { householdsPath } from './households-list.ts'
import { sendsQueryKey } from './reminders-list.ts'

/** POST /api/sites/{siteId}/households/reminders: sends a reminder to the chosen households. */
export function useSendReminder(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReminderInput) =>
      request<{ _id: string; recipients: number }>('POST', `${householdsPath(siteId)}/reminders`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendsQueryKey(siteId) }),
  })
}
