import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { feedbackBodySchema } from '#domain/accounts.ts'
import { request } from './http.ts'

/** The body as the server's schema takes it. */
export type FeedbackBody = z.input<typeof feedbackBodySchema>

/** POST /api/feedback/: the owner's feedback to the maker; 201 when stored. */
export function sendFeedback(body: FeedbackBody): Promise<{ ok: true }> {
  return request<{ ok: true }>('POST', '/api/feedback/', body)
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback })
}
