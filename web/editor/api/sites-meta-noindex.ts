import type { SiteV2 } from '#domain/site/schema.ts'
import { request } from '#web/api/http.ts'

/** PUT /api/sites/{siteId}/metaNoindex: asks search engines to leave the site out; answers { site }. */
export async function setSiteMetaNoindex(siteId: string, metaNoindex: boolean): Promise<SiteV2> {
  const answer = await request<{ site: SiteV2 }>(
    'PUT',
    `/api/sites/${encodeURIComponent(siteId)}/metaNoindex`,
    { metaNoindex },
  )
  return answer.site
}
