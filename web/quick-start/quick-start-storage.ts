import { type SiteV2, siteContentSchema } from '#domain/site/schema.ts'
import { localStore, type QuickStartSource, quickStartKey } from './quick-start-keys.ts'

export { clearQuickStartSite, type QuickStartSource } from './quick-start-keys.ts'

// The quick-start site lives in the browser's local storage until sign-up (spec 001 section 4),
// one per variant, so a reload or a closed tab loses nothing.

/** The stored site, when there is one the editor can still open. */
export function readQuickStartSite(source: QuickStartSource): SiteV2 | undefined {
  const raw = localStore()?.getItem(quickStartKey(source))
  if (!raw) return undefined
  try {
    const site = JSON.parse(raw) as SiteV2
    // An older or damaged copy is dropped rather than opened half-broken.
    if (site?.quickStart !== true || !siteContentSchema.safeParse(site).success) return undefined
    return site
  } catch {
    return undefined
  }
}

export function writeQuickStartSite(source: QuickStartSource, site: SiteV2): void {
  try {
    localStore()?.setItem(quickStartKey(source), JSON.stringify(site))
  } catch {
    // A full storage keeps the editor working; only the copy for a reload is missing.
  }
}
