import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { loginBodySchema, MeResponse } from '#domain/accounts.ts'
import { meQueryKey } from '#web/api/accounts-me.ts'
import { request } from '#web/api/http.ts'

/** The body as the server's schema takes it. */
export type LoginBody = z.input<typeof loginBodySchema>

/** POST /api/accounts/login/: answers the account, as GET me does. */
export function login(body: LoginBody): Promise<MeResponse> {
  return request<MeResponse>('POST', '/api/accounts/login/', body)
}

/**
 * Logs in and caches the account, so every page knows who is logged in. onLoggedIn runs even
 * when the form that started the login has gone (a hook-level callback, not a per-call one).
 */
export function useLogin(onLoggedIn?: (me: MeResponse) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me)
      onLoggedIn?.(me)
    },
  })
}
