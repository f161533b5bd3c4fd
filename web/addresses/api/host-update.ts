import { request } from '#web/api/http.ts'

/** PUT /api/sites/{siteId}/host {host}: moves an active site to another free subdomain (402 when unpaid). */
export function updateHost(siteId: string, host: string): Promise<unknown> {
  return request<unknown>('PUT', `/api/sites/${encodeURIComponent(siteId)}/host`, { host })
}
