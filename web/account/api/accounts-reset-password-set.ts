import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetSetBodySchema } from '#domain/accounts.ts'
import { request } from '#web/api/http.ts'

/** The body as the server's schema takes it. */
export type NewPasswordBody = z.input<typeof resetSetBodySchema>

/** PUT /api/accounts/reset-password/: sets a new password with a reset token. */
export function setNewPassword(body: NewPasswordBody): Promise<{ ok: true }> {
  return request<{ ok: true }>('PUT', '/api/accounts/reset-password/', body)
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword })
}
