import type { SiteV2 } from '#domain/site/schema.ts'
import { request } from '#web/api/http.ts'

/**
 * PUT /api/sites/V2/{id}: saves the whole site; answers { site }. The site carries the revision
 * it was loaded at; a stale one is refused with 409 and the server's message.
 */
export async function updateSite(site: SiteV2): Promise<SiteV2> {
  const answer = await request<{ site: SiteV2 }>('PUT', `/api/sites/V2/${encodeURIComponent(site._id)}`, {
    site,
  })
  return answer.site
}
