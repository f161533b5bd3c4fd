import { useMutation } from '@tanstack/react-query'
import { request } from './http.ts'

export interface PasswordResetRequestBody {
  mail: string
}

/** POST /api/accounts/reset-password/: mails a reset link when the account exists. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<{ ok: true }> {
  return request<{ ok: true }>('POST', '/api/accounts/reset-password/', body)
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
