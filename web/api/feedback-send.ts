import { useMutation } from '@tanstack/react-query'
import { request } from './http.ts'

export interface FeedbackBody {
  expectsReply: boolean
  userMail?: string
  feedbackText: string
}

/** POST /api/feedback/: the owner's feedback to the maker; 201 when stored. */
export function sendFeedback(body: FeedbackBody): Promise<{ ok: true }> {
  return request<{ ok: true }>('POST', '/api/feedback/', body)
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback })
}
