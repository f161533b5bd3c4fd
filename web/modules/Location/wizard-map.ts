import type { SiteV2 } from '#domain/site/schema.ts'
import { isUsableLocation, type MapSettings } from '#web/api/maps-preview.ts'
import type { SavedMap } from '#web/api/maps-save.ts'
import { logError } from '#web/app/log.ts'

type SaveMap = (settings: MapSettings) => Promise<{ map: SavedMap }>

/**
 * The wizard's place drawn as the map of its Location module, as the map popup would save it, so
 * the generated site shows where the day is from the start. A map that cannot be drawn now leaves
 * the module as it was: the owner can still make one in the popup.
 */
export async function withWizardMap(site: SiteV2, save: SaveMap): Promise<SiteV2> {
  const index = site.siteModules.findIndex(
    (m) => m.siteModuleType === 'Location' && m.map && !m.map.map && isUsableLocation(m.map.location),
  )
  const place = site.siteModules[index]
  if (place?.siteModuleType !== 'Location' || !place.map) return site
  const { location, zoom, mapTheme, markerColor } = place.map
  try {
    const { map } = await save({ location, zoom, theme: mapTheme, markerColor })
    const siteModules = site.siteModules.with(index, { ...place, map: { ...place.map, map } })
    return { ...site, siteModules }
  } catch (error) {
    void logError(error, 'POST /api/sites/quick-start/maps (wizard place)')
    return site
  }
}
