import { request } from './http.ts'

/**
 * POST /api/sites/public/{id}/login with the visitor's password. On success the server sets the
 * visitor cookie and answers nothing to read; a wrong password is an ApiError with status 401.
 */
export function loginToPublicSite(siteId: string, password: string): Promise<void> {
  return request<void>('POST', `/api/sites/public/${encodeURIComponent(siteId)}/login`, { password })
}
