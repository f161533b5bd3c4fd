import { useMutation } from '@tanstack/react-query'
import { request } from './http.ts'

export interface NewPasswordBody {
  password: string
  /** The token from the reset link. */
  token: string
}

/** PUT /api/accounts/reset-password/: sets a new password with a reset token. */
export function setNewPassword(body: NewPasswordBody): Promise<{ ok: true }> {
  return request<{ ok: true }>('PUT', '/api/accounts/reset-password/', body)
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword })
}
