import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetRequestBodySchema } from '#domain/accounts.ts'
import { request } from '#web/api/http.ts'

/** The body as the server's schema takes it. */
export type PasswordResetRequestBody = z.input<typeof resetRequestBodySchema>

/** POST /api/accounts/reset-password/: mails a reset link when the account exists. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<{ ok: true }> {
  return request<{ ok: true }>('POST', '/api/accounts/reset-password/', body)
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
