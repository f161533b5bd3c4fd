import type { BrandInfo } from '#domain/brands.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { generateSite } from '#domain/wizard/generate-site.ts'
import { saveMap } from '#web/api/maps-save.ts'
import { newId } from '#web/editor/index.ts'
import { withWizardMap } from '#web/modules/owner.ts'
import { getDemoSite } from '#web/quick-start/api/quick-start-demo-get.ts'
import { getQuickStart } from '#web/quick-start/api/quick-start-get.ts'
import { readWizardData } from '#web/wizard/index.ts'
import { type QuickStartSource, readQuickStartSite, writeQuickStartSite } from './quick-start-storage.ts'

/**
 * The site quick start opens: the visitor's own copy from local storage when there is one;
 * otherwise the wizard's generated site (its place drawn as a map), or the variant's starting site
 * from the server.
 * Whatever is opened is stored at once, so a reload opens the same site.
 */
export async function loadQuickStartSite(
  source: QuickStartSource,
  brandInfo: BrandInfo,
  demo = false,
): Promise<{ site: SiteV2; ownSiteId: string | null }> {
  // /demo shows the site of the brand's demo host. There is no student demo host, so the student
  // demo shows the graduation party's starting site. A demo leaves the visitor's own copy alone.
  if (demo && source !== 'digital-studentinbjudan') {
    const answer = await getDemoSite()
    return { site: answer.site, ownSiteId: answer.loggedInUsersSiteId }
  }
  const stored = demo ? undefined : readQuickStartSite(source)
  const keep = (site: SiteV2) => {
    if (!demo) writeQuickStartSite(source, site)
    return site
  }
  if (source === 'kom-igang') {
    if (stored) return { site: keep(stored), ownSiteId: null }
    const answers = demo ? {} : readWizardData()
    const generated = generateSite(answers, { brandInfo, now: new Date(), newId })
    const site = demo ? generated : await withWizardMap(generated, (map) => saveMap('quick-start', map))
    return { site: keep(site), ownSiteId: null }
  }
  const answer = await getQuickStart(source)
  return { site: keep(stored ?? answer.site), ownSiteId: answer.loggedInUsersSiteId }
}
