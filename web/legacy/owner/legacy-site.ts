import type { LegacyModuleType } from '#domain/legacy/schema.ts'

/** A legacy site as GET /api/sites/{id} answers it (modules with their properties as a key/value list). */
export interface LegacyOwnerSite {
  _id: string
  host: string | null
  active: boolean
  usesSiteModules: false
  siteVersion: 1
  revision: number
  language: string
  modules: {
    module: LegacyModuleType
    _id: string
    menuTitle?: string
    hide: boolean
    properties: { key: string; value: unknown }[]
  }[]
  mailReceivers: { rsvp?: string | string[] | null; speech?: string | string[] | null }
  [field: string]: unknown
}

/** Whether the owner's site is still in the legacy shape (the server answers it so until the upgrade). */
export function isLegacyOwnerSite(site: unknown): site is LegacyOwnerSite {
  return (
    typeof site === 'object' &&
    site !== null &&
    (site as { usesSiteModules?: unknown }).usesSiteModules === false
  )
}

/** The site as a legacy site, or null when it is a V2 one. */
export function legacyOwnerSiteOf(site: unknown): LegacyOwnerSite | null {
  return isLegacyOwnerSite(site) ? site : null
}
