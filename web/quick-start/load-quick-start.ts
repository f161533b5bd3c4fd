import type { BrandInfo } from '#domain/brands.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { generateSite } from '#domain/wizard/generate-site.ts'
import { getQuickStart } from '#web/api/quick-start-get.ts'
import { newId } from '#web/editor/new-id.ts'
import { readWizardData } from '#web/wizard/wizard-storage.ts'
import { type QuickStartSource, readQuickStartSite, writeQuickStartSite } from './quick-start-storage.ts'

/**
 * The site quick start opens: the visitor's own copy from local storage when there is one;
 * otherwise the wizard's generated site, or the variant's starting site from the server.
 * Whatever is opened is stored at once, so a reload opens the same site.
 */
export async function loadQuickStartSite(
  source: QuickStartSource,
  brandInfo: BrandInfo,
): Promise<{ site: SiteV2; ownSiteId: string | null }> {
  const stored = readQuickStartSite(source)
  if (source === 'kom-igang') {
    const site = stored ?? generateSite(readWizardData(), { brandInfo, now: new Date(), newId })
    writeQuickStartSite(source, site)
    return { site, ownSiteId: null }
  }
  const answer = await getQuickStart(source)
  const site = stored ?? answer.site
  writeQuickStartSite(source, site)
  return { site, ownSiteId: answer.loggedInUsersSiteId }
}
