import type { Invitation } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'

/** GET /api/sites/{siteId}/invitations/{code}: the household a personal code belongs to (404 when none). */
export function getInvitation(siteId: string, code: string): Promise<Invitation> {
  return request<Invitation>(
    'GET',
    `/api/sites/${encodeURIComponent(siteId)}/invitations/${encodeURIComponent(code)}`,
  )
}
