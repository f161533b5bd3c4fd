import type { SiteV2, WizardData } from '#domain/site/schema.ts'
import { request } from './http.ts'

/** POST /api/sites/V2 {site, wizardData}: creates the logged-in account's site; answers { site }. */
export async function createSite(site: SiteV2, wizardData: WizardData | null): Promise<SiteV2> {
  const answer = await request<{ site: SiteV2 }>('POST', '/api/sites/V2', { site, wizardData })
  return answer.site
}
