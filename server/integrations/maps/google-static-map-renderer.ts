import { type MapRenderer, type MapRenderRequest, type MapTheme, mapServiceFailed } from './map-renderer.ts'

export const GOOGLE_STATIC_MAPS_URL = 'https://maps.googleapis.com/maps/api/staticmap'

/** A rule of Google's map style: which features, which part of them, and how they look. */
type StyleRule = [feature: string | null, element: string | null, rules: string]

// Google's published styles of the same names (Maps Platform styling wizard), condensed to the
// rules that change what a small static map shows. Colours are 0xRRGGBB as the Static Maps API wants.
const THEME_STYLES: Record<MapTheme, StyleRule[]> = {
  NORMAL: [],
  SILVER: [
    [null, 'geometry', 'color:0xf5f5f5'],
    [null, 'labels.icon', 'visibility:off'],
    [null, 'labels.text.fill', 'color:0x616161'],
    [null, 'labels.text.stroke', 'color:0xf5f5f5'],
    ['administrative.land_parcel', 'labels.text.fill', 'color:0xbdbdbd'],
    ['poi', 'geometry', 'color:0xeeeeee'],
    ['poi', 'labels.text.fill', 'color:0x757575'],
    ['poi.park', 'geometry', 'color:0xe5e5e5'],
    ['road', 'geometry', 'color:0xffffff'],
    ['road.arterial', 'labels.text.fill', 'color:0x757575'],
    ['road.highway', 'geometry', 'color:0xdadada'],
    ['road.highway', 'labels.text.fill', 'color:0x616161'],
    ['road.local', 'labels.text.fill', 'color:0x9e9e9e'],
    ['transit.line', 'geometry', 'color:0xe5e5e5'],
    ['water', 'geometry', 'color:0xc9c9c9'],
    ['water', 'labels.text.fill', 'color:0x9e9e9e'],
  ],
  RETRO: [
    [null, 'geometry', 'color:0xebe3cd'],
    [null, 'labels.text.fill', 'color:0x523735'],
    [null, 'labels.text.stroke', 'color:0xf5f1e6'],
    ['administrative', 'geometry.stroke', 'color:0xc9b2a6'],
    ['landscape.natural', 'geometry', 'color:0xdfd2ae'],
    ['poi', 'geometry', 'color:0xdfd2ae'],
    ['poi', 'labels.text.fill', 'color:0x93817c'],
    ['poi.park', 'geometry.fill', 'color:0xa5b076'],
    ['poi.park', 'labels.text.fill', 'color:0x447530'],
    ['road', 'geometry', 'color:0xf5f1e6'],
    ['road.arterial', 'geometry', 'color:0xfdfcf8'],
    ['road.highway', 'geometry', 'color:0xf8c967'],
    ['road.highway', 'geometry.stroke', 'color:0xe9bc62'],
    ['road.highway.controlled_access', 'geometry', 'color:0xe98d58'],
    ['road.local', 'labels.text.fill', 'color:0x806b63'],
    ['transit.line', 'geometry', 'color:0xdfd2ae'],
    ['water', 'geometry.fill', 'color:0xb9d3c2'],
    ['water', 'labels.text.fill', 'color:0x92998d'],
  ],
  DARK: [
    [null, 'geometry', 'color:0x212121'],
    [null, 'labels.icon', 'visibility:off'],
    [null, 'labels.text.fill', 'color:0x757575'],
    [null, 'labels.text.stroke', 'color:0x212121'],
    ['administrative', 'geometry', 'color:0x757575'],
    ['administrative.land_parcel', null, 'visibility:off'],
    ['administrative.locality', 'labels.text.fill', 'color:0xbdbdbd'],
    ['poi', 'labels.text.fill', 'color:0x757575'],
    ['poi.park', 'geometry', 'color:0x181818'],
    ['road', 'geometry.fill', 'color:0x2c2c2c'],
    ['road', 'labels.text.fill', 'color:0x8a8a8a'],
    ['road.arterial', 'geometry', 'color:0x373737'],
    ['road.highway', 'geometry', 'color:0x3c3c3c'],
    ['road.highway.controlled_access', 'geometry', 'color:0x4e4e4e'],
    ['transit', 'labels.text.fill', 'color:0x757575'],
    ['water', 'geometry', 'color:0x000000'],
    ['water', 'labels.text.fill', 'color:0x3d3d3d'],
  ],
  NIGHT: [
    [null, 'geometry', 'color:0x242f3e'],
    [null, 'labels.text.fill', 'color:0x746855'],
    [null, 'labels.text.stroke', 'color:0x242f3e'],
    ['administrative.locality', 'labels.text.fill', 'color:0xd59563'],
    ['poi', 'labels.text.fill', 'color:0xd59563'],
    ['poi.park', 'geometry', 'color:0x263c3f'],
    ['poi.park', 'labels.text.fill', 'color:0x6b9a76'],
    ['road', 'geometry', 'color:0x38414e'],
    ['road', 'geometry.stroke', 'color:0x212a37'],
    ['road', 'labels.text.fill', 'color:0x9ca5b3'],
    ['road.highway', 'geometry', 'color:0x746855'],
    ['road.highway', 'geometry.stroke', 'color:0x1f2835'],
    ['road.highway', 'labels.text.fill', 'color:0xf3d19c'],
    ['transit', 'geometry', 'color:0x2f3948'],
    ['water', 'geometry', 'color:0x17263c'],
    ['water', 'labels.text.fill', 'color:0x515c6d'],
  ],
}

/** The `style=` values of a theme, one per rule. */
export function themeStyleParams(theme: MapTheme): string[] {
  return THEME_STYLES[theme].map(([feature, element, rules]) =>
    [feature && `feature:${feature}`, element && `element:${element}`, rules].filter(Boolean).join('|'),
  )
}

/**
 * The Static Maps URL of a map: centred on the location (Google geocodes the text), the marker in
 * the owner's colour, at twice the pixel density so lines and labels stay sharp.
 */
export function googleStaticMapUrl(
  request: MapRenderRequest,
  apiKey: string,
  base = GOOGLE_STATIC_MAPS_URL,
): string {
  const params = new URLSearchParams()
  params.set('center', request.location)
  params.set('zoom', String(request.zoom))
  params.set('size', `${request.width}x${request.height}`)
  params.set('scale', '2')
  params.set('format', 'png')
  params.set('maptype', 'roadmap')
  params.set('markers', `color:0x${request.markerColor.slice(1).toLowerCase()}|${request.location}`)
  for (const style of themeStyleParams(request.theme)) params.append('style', style)
  params.set('key', apiKey)
  return `${base}?${params.toString()}`
}

export interface GoogleStaticMapOptions {
  apiKey: string
  /** The network call; tests pass a fake. */
  fetch?: typeof fetch
  timeoutMs?: number
  baseUrl?: string
  /** Where a failed call is told; the message never carries the key. */
  log?: { warn: (details: object, message: string) => void }
}

// A static map is a few hundred kilobytes; anything far larger is not a map.
const MAX_BYTES = 8 * 1024 * 1024

/** The real map service: Google Static Maps, chosen when GOOGLE_MAPS_API_KEY is set. */
export function googleStaticMapRenderer(options: GoogleStaticMapOptions): MapRenderer {
  const fetchMap = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000
  const fail = (details: object) => {
    options.log?.warn(details, 'google static maps call failed')
    return mapServiceFailed()
  }
  return {
    name: 'google',
    async render(request) {
      let res: Response
      try {
        res = await fetchMap(googleStaticMapUrl(request, options.apiKey, options.baseUrl), {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'image/png,image/jpeg' },
        })
      } catch (err) {
        throw fail({ reason: err instanceof Error ? err.name : 'network' })
      }
      const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
      if (!res.ok || (type !== 'image/png' && type !== 'image/jpeg')) {
        // Google explains a refused key or request in a short text body; worth having in the log.
        const detail = (await res.text().catch(() => '')).slice(0, 300)
        throw fail({ status: res.status, contentType: type, detail })
      }
      let data: Buffer
      try {
        data = Buffer.from(await res.arrayBuffer())
      } catch (err) {
        throw fail({ reason: err instanceof Error ? err.name : 'body' })
      }
      if (data.length === 0 || data.length > MAX_BYTES) throw fail({ status: res.status, bytes: data.length })
      return { data, contentType: type, isDemoImage: false }
    },
  }
}
