import { request } from '#web/api/http.ts'

/** GET: a ZIP of everything the account holds (sites, answers, payments), downloaded by the browser. */
export const ACCOUNT_EXPORT_URL = '/api/accounts/me/data-export'

/** POST /api/accounts/me/delete: erases the account and its sites; 401 for a wrong password. */
export function eraseAccount(password: string): Promise<{ ok: true }> {
  return request<{ ok: true }>('POST', '/api/accounts/me/delete', { password })
}
