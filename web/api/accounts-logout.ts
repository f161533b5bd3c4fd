import { request } from './http.ts'

/** POST /api/accounts/logout/: ends the session. */
export function logout(): Promise<{ ok: true }> {
  return request<{ ok: true }>('POST', '/api/accounts/logout/')
}
