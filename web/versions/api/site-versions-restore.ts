import type { SiteV2 } from '#domain/site/schema.ts'
import { request } from '#web/api/http.ts'

/**
 * POST /api/sites/{id}/versions/{siteVersion}/restore: writes that version as the site's newest
 * one and answers { site }; 409 when it already is the latest.
 */
export async function restoreSiteVersion(siteId: string, siteVersion: number): Promise<SiteV2> {
  const answer = await request<{ site: SiteV2 }>(
    'POST',
    `/api/sites/${encodeURIComponent(siteId)}/versions/${String(siteVersion)}/restore`,
  )
  return answer.site
}
