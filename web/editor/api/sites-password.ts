import type { SiteV2 } from '#domain/site/schema.ts'
import { request } from '#web/api/http.ts'

/**
 * PUT /api/sites/{siteId}/password: sets the guests' password; the empty string clears it. The
 * server trims it and answers { site } with the new password and revision.
 */
export async function setSitePassword(siteId: string, password: string): Promise<SiteV2> {
  const answer = await request<{ site: SiteV2 }>('PUT', `/api/sites/${encodeURIComponent(siteId)}/password`, {
    password,
  })
  return answer.site
}
