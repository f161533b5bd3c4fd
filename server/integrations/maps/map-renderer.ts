import type { MAP_THEMES } from '#domain/modules/location.ts'
import { AppError } from '../../http/errors.ts'

export type MapTheme = (typeof MAP_THEMES)[number]

export interface MapRenderRequest {
  /** What the owner typed: an address or a place name, already trimmed. */
  location: string
  /** 6 (a region) to 18 (a street corner). */
  zoom: number
  theme: MapTheme
  /** The marker's colour as "#rrggbb". */
  markerColor: string
  /** The picture's size in pixels. */
  width: number
  height: number
}

export interface RenderedMap {
  data: Buffer
  contentType: 'image/png' | 'image/jpeg'
  /** True when the picture is drawn without a real map service (the embedded simulator). */
  isDemoImage: boolean
}

/**
 * Draws the map picture of a Location module (spec 001 section 7: "rendering of the map by an
 * external service: not shown"). The default draws offline; a real map service is chosen by config.
 */
export interface MapRenderer {
  readonly name: string
  render(request: MapRenderRequest): Promise<RenderedMap>
}

/** What every adapter of a real map service throws when the service fails or answers nonsense. */
export const mapServiceFailed = () =>
  new AppError(502, {
    sv: 'Kartan kunde inte hämtas från karttjänsten just nu. Försök igen om en stund.',
    en: 'The map could not be fetched from the map service right now. Please try again in a moment.',
    da: 'Kortet kunne ikke hentes fra korttjenesten lige nu. Prøv igen om lidt.',
  })
