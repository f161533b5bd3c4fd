import type { z } from 'zod'
import type { MeResponse, registerBodySchema } from '#domain/accounts.ts'
import { request } from '#web/api/http.ts'

/** The body as the server's schema takes it. */
export type RegisterBody = z.input<typeof registerBodySchema>

/** POST /api/accounts/register/: creates the account and logs it in (201 with the account). */
export function register(body: RegisterBody): Promise<MeResponse> {
  return request<MeResponse>('POST', '/api/accounts/register/', body)
}
