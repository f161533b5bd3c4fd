import type { Image } from '#domain/site/image.ts'
import { request } from './http.ts'
import { type MapSettings, mapSettingsPath } from './maps-preview.ts'

/** The saved map: an ordinary image, flagged when drawn without a real map service. */
export type SavedMap = Image & { isDemoImage: boolean }

/**
 * POST /api/sites/{siteId or quick-start}/maps/{location}/{zoom}/{theme}/{colorHex}/: draws and
 * stores the map image (spec 001 section 7); the answer's field map is the image.
 */
export function saveMap(contextId: string, settings: MapSettings): Promise<{ map: SavedMap }> {
  return request<{ map: SavedMap }>(
    'POST',
    `/api/sites/${encodeURIComponent(contextId)}/maps/${mapSettingsPath(settings)}`,
  )
}
