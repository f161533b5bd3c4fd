import type { SiteV2 } from '#domain/site/schema.ts'
import type { QuickStartVariant } from '#domain/wizard/quick-start.ts'
import { request } from '#web/api/http.ts'

export interface QuickStartAnswer {
  site: SiteV2
  /** The logged-in caller's own site, so quick start can offer a link to it. */
  loggedInUsersSiteId: string | null
}

/** GET /api/sites/quick-start/{id}: a variant's starting site for this host's brand. */
export function getQuickStart(variant: QuickStartVariant): Promise<QuickStartAnswer> {
  return request<QuickStartAnswer>('GET', `/api/sites/quick-start/${encodeURIComponent(variant)}`)
}
