import { allBrandInfos, type BrandInfo } from '#domain/brands.ts'
import { siteContentSchema } from '#domain/site/schema.ts'
import event from '../../demo/event.json' with { type: 'json' }
import party from '../../demo/party.json' with { type: 'json' }
import { readShowcase, type Showcase, showcaseModules } from '../../demo/showcase.ts'
import wedding from '../../demo/wedding.json' with { type: 'json' }
import weddingDk from '../../demo/wedding-dk.json' with { type: 'json' }
import type { SitesService } from './sites.service.ts'

/**
 * The demo site of each brand (demo.{main domain}): a showcase of every module type with content
 * that reads like a real event, in the brand's languages (server/demo/).
 */
const SHOWCASES: Record<string, Showcase> = {
  'brollopssida.se': readShowcase(wedding),
  'voresbryllupsside.dk': readShowcase(weddingDk),
  'festhemsida.se': readShowcase(party),
  'eventsida.se': readShowcase(event),
}

/** The demo site's content for a brand's main domain, validated as any owner's site would be. */
export function demoSiteContent(mainDomain: string) {
  const showcase = SHOWCASES[mainDomain]
  if (!showcase) return undefined
  return siteContentSchema.parse({
    availableLanguages: showcase.languages.map((languageCode) => ({ languageCode })),
    siteModules: showcaseModules(showcase),
  })
}

/** Makes sure each brand's demo host shows a site, so a fresh start has a real page at once. */
export async function ensureDemoSites(sites: SitesService): Promise<BrandInfo[]> {
  const created: BrandInfo[] = []
  for (const brand of allBrandInfos()) {
    if (await sites.findByHost(brand.demoHost)) continue
    const content = demoSiteContent(brand.mainDomain)
    if (!content) continue
    await sites.create({
      content,
      brand: brand.brand,
      market: brand.market,
      accountId: null,
      host: brand.demoHost,
      active: true,
      months: 1200,
    })
    created.push(brand)
  }
  return created
}
