import type { MeResponse } from '#domain/accounts.ts'
import { request } from './http.ts'

export interface RegisterBody {
  mail: string
  password: string
}

/** POST /api/accounts/register/: creates the account and logs it in (201 with the account). */
export function register(body: RegisterBody): Promise<MeResponse> {
  return request<MeResponse>('POST', '/api/accounts/register/', body)
}
