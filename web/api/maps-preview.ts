import type { MAP_THEMES } from '#domain/modules/location.ts'

export type MapTheme = (typeof MAP_THEMES)[number]

/** The settings a map is drawn from (spec 001 section 3, Location value). */
export interface MapSettings {
  location: string
  zoom: number
  theme: MapTheme
  /** "#rrggbb". */
  markerColor: string
}

/** The calls' site segment: the site's id, or quick-start while a visitor tries the editor. */
export function mapContextId(site: { _id: string; quickStart: boolean }): string {
  return site.quickStart ? 'quick-start' : site._id
}

/**
 * A location the calls can carry: some letter or digit, at most 300 characters. A location of
 * dots only would be read as "." or ".." path segments by the browser and never reach the server.
 */
export function isUsableLocation(location: string): boolean {
  const text = location.trim()
  return text.length > 0 && [...text].length <= 300 && /[\p{L}\p{N}]/u.test(text)
}

/** `{location}/{zoom}/{theme}/{colorHex}/`, the part both map calls share; colorHex has no '#'. */
export function mapSettingsPath(settings: MapSettings): string {
  const color = settings.markerColor.replace(/^#/, '').toLowerCase()
  return `${encodeURIComponent(settings.location.trim())}/${settings.zoom}/${settings.theme}/${color}/`
}

/**
 * GET /api/sites/{siteId or quick-start}/maps/preview/{location}/{zoom}/{theme}/{colorHex}/: the
 * preview picture itself, used as an image source (spec 001 section 7).
 */
export function mapPreviewUrl(contextId: string, settings: MapSettings): string {
  return `/api/sites/${encodeURIComponent(contextId)}/maps/preview/${mapSettingsPath(settings)}`
}
