import sharp from 'sharp'
import { escapeHtml } from '#domain/escape-html.ts'
import type { MapRenderer, MapRenderRequest, MapTheme } from './map-renderer.ts'

interface Palette {
  land: string
  street: string
  block: string
  park: string
  water: string
  majorCasing: string
  major: string
  labelBackground: string
  labelBorder: string
  labelText: string
}

// Close to the colours of the matching Google styles, so switching to the real service later
// keeps the look the owner chose.
const PALETTES: Record<MapTheme, Palette> = {
  NORMAL: {
    land: '#f1efe9',
    street: '#ffffff',
    block: '#e6e2d9',
    park: '#cde6c3',
    water: '#a9d3f5',
    majorCasing: '#e3b34c',
    major: '#fbd98a',
    labelBackground: '#ffffff',
    labelBorder: '#d5d2cb',
    labelText: '#3c4043',
  },
  SILVER: {
    land: '#f5f5f5',
    street: '#ffffff',
    block: '#e8e8e8',
    park: '#e0e0e0',
    water: '#c9c9c9',
    majorCasing: '#c6c6c6',
    major: '#dadada',
    labelBackground: '#ffffff',
    labelBorder: '#d0d0d0',
    labelText: '#616161',
  },
  RETRO: {
    land: '#ebe3cd',
    street: '#f5f1e6',
    block: '#dfd2ae',
    park: '#a5b076',
    water: '#7fb5ab',
    majorCasing: '#e9bc62',
    major: '#f8c967',
    labelBackground: '#f5f1e6',
    labelBorder: '#c9b2a6',
    labelText: '#523735',
  },
  DARK: {
    land: '#1d2433',
    street: '#2c3547',
    block: '#232c3d',
    park: '#1f3232',
    water: '#0d1422',
    majorCasing: '#151b27',
    major: '#46516a',
    labelBackground: '#2c3547',
    labelBorder: '#46516a',
    labelText: '#d5dbe6',
  },
  NIGHT: {
    land: '#242f3e',
    street: '#38414e',
    block: '#2b3646',
    park: '#263c3f',
    water: '#17263c',
    majorCasing: '#1f2835',
    major: '#746855',
    labelBackground: '#1f2835',
    labelBorder: '#746855',
    labelText: '#f3d19c',
  },
}

/** FNV-1a: a stable 32-bit number for a text, the same on every machine and run. */
function hashText(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a small seeded generator, so a location always gets the same streets. */
function seededRandom(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The text a location is known by, whatever its spacing or case. */
export function locationSeed(location: string): number {
  return hashText(location.trim().replace(/\s+/g, ' ').toLowerCase())
}

// XML 1.0 refuses these characters outright; an SVG with one would not render at all.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Owner text made safe inside an SVG text node or attribute. */
export function escapeSvgText(text: string): string {
  return escapeHtml(text.replace(NOT_XML, ''))
}

const LABEL_MAX_CHARS = 38

function shorten(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length <= LABEL_MAX_CHARS ? chars.join('') : `${chars.slice(0, LABEL_MAX_CHARS - 1).join('')}…`
}

/** The marker colour darkened, for the pin's outline. */
function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * (1 - amount))
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`
}

const r1 = (n: number) => Math.round(n * 10) / 10

/** How much bigger the streets are than at zoom 12: each zoom step is 30 % closer. */
export function zoomScale(zoom: number): number {
  return 1.3 ** (zoom - 12)
}

/**
 * The SVG of a map-like picture: a town of blocks and streets around the location, water, parks,
 * main roads, the marker at the centre and the location's name. Everything but the marker and the
 * label is drawn in "world" units (640 per picture side at zoom 12) and scaled by the zoom.
 */
export function offlineMapSvg(request: MapRenderRequest): string {
  const { width: w, height: h, markerColor } = request
  const p = PALETTES[request.theme]
  const rand = seededRandom(locationSeed(request.location))
  const between = (min: number, max: number) => min + rand() * (max - min)
  const sign = () => (rand() < 0.5 ? -1 : 1)

  const side = Math.min(w, h)
  const scale = zoomScale(request.zoom) * (side / 640)
  // Half the picture's diagonal in world units, with room to spare: nothing may end in view.
  const reach = Math.ceil((Math.hypot(w, h) / 2 / scale) * 1.1)
  const angle = r1(between(-25, 25))

  const cellW = r1(between(56, 84))
  const cellH = r1(between(44, 70))
  const street = 9
  const townR = between(700, 1100)
  const townX = between(-150, 150)
  const townY = between(-150, 150)

  const parks: string[] = []
  const parkCount = 1 + Math.floor(rand() * 3)
  for (let i = 0; i < parkCount; i += 1) {
    const cols = 1 + Math.floor(rand() * 3)
    const rows = 1 + Math.floor(rand() * 2)
    const col = Math.round(between(1.2, 5)) * sign()
    const row = Math.round(between(1.2, 5)) * sign()
    parks.push(
      `<rect x="${r1(col * cellW + street / 2)}" y="${r1(row * cellH + street / 2)}" width="${r1(cols * cellW - street)}" height="${r1(rows * cellH - street)}" rx="6" fill="${p.park}"/>`,
    )
  }

  const water = waterShape(rand, between, sign, reach, p.water)

  const roads: string[] = []
  const roadCount = 2 + Math.floor(rand() * 2)
  for (let i = 0; i < roadCount; i += 1) {
    const a = (between(0, 180) * Math.PI) / 180
    const ox = between(-220, 220)
    const oy = between(-220, 220)
    const dx = Math.cos(a) * reach * 1.5
    const dy = Math.sin(a) * reach * 1.5
    roads.push(`M${r1(ox - dx)} ${r1(oy - dy)}L${r1(ox + dx)} ${r1(oy + dy)}`)
  }
  if (rand() < 0.5) {
    const ring = r1(between(380, 620))
    roads.push(`M${-ring} 0a${ring} ${ring} 0 1 0 ${2 * ring} 0a${ring} ${ring} 0 1 0 ${-2 * ring} 0`)
  }
  const roadPath = roads.join('')

  const cx = w / 2
  const cy = h / 2
  const pin = side * 0.11
  const pr = pin * 0.36
  const font = Math.max(11, Math.round(side * 0.034))
  const name = shorten(request.location)
  const labelW = Math.min(w * 0.92, [...name].length * font * 0.6 + font * 1.6)
  const labelH = font * 1.9
  const labelY = Math.min(cy + font * 0.7, h - labelH - 4)

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<pattern id="blocks" width="${cellW}" height="${cellH}" patternUnits="userSpaceOnUse">`,
    `<rect width="${cellW}" height="${cellH}" fill="${p.street}"/>`,
    `<rect x="${street / 2}" y="${street / 2}" width="${r1(cellW - street)}" height="${r1(cellH - street)}" rx="3" fill="${p.block}"/>`,
    '</pattern>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="${p.land}"/>`,
    `<g transform="translate(${r1(cx)} ${r1(cy)}) scale(${scale.toFixed(4)}) rotate(${angle})">`,
    `<ellipse cx="${r1(townX)}" cy="${r1(townY)}" rx="${r1(townR)}" ry="${r1(townR * 0.82)}" fill="url(#blocks)"/>`,
    ...parks,
    water,
    `<path d="${roadPath}" fill="none" stroke="${p.majorCasing}" stroke-width="26" stroke-linecap="round"/>`,
    `<path d="${roadPath}" fill="none" stroke="${p.major}" stroke-width="18" stroke-linecap="round"/>`,
    '</g>',
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(pin * 0.22)}" ry="${r1(pin * 0.07)}" fill="#000" fill-opacity="0.25"/>`,
    `<path transform="translate(${r1(cx)} ${r1(cy)})" d="M0 0C${r1(-pin * 0.12)} ${r1(-pin * 0.3)} ${r1(-pr)} ${r1(-pin * 0.45)} ${r1(-pr)} ${r1(-pin * 0.66)}A${r1(pr)} ${r1(pr)} 0 1 1 ${r1(pr)} ${r1(-pin * 0.66)}C${r1(pr)} ${r1(-pin * 0.45)} ${r1(pin * 0.12)} ${r1(-pin * 0.3)} 0 0Z" fill="${markerColor}" stroke="${darken(markerColor, 0.3)}" stroke-width="${r1(Math.max(1, pin * 0.03))}"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy - pin * 0.66)}" r="${r1(pin * 0.13)}" fill="${darken(markerColor, 0.45)}"/>`,
    `<rect x="${r1(cx - labelW / 2)}" y="${r1(labelY)}" width="${r1(labelW)}" height="${r1(labelH)}" rx="${r1(labelH / 2)}" fill="${p.labelBackground}" fill-opacity="0.94" stroke="${p.labelBorder}"/>`,
    `<text x="${r1(cx)}" y="${r1(labelY + labelH / 2)}" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="${font}" font-weight="600" fill="${p.labelText}">${escapeSvgText(name)}</text>`,
    '</svg>',
  ].join('')
}

/** A river across the picture, a lake or a coast, placed by the location's numbers. */
function waterShape(
  rand: () => number,
  between: (min: number, max: number) => number,
  sign: () => number,
  reach: number,
  colour: string,
): string {
  const kind = rand()
  if (kind < 0.45) {
    const y0 = between(120, 380) * sign()
    const y1 = between(120, 380) * sign()
    const bend = between(-260, 260)
    const wide = r1(between(34, 60))
    return `<path d="M${-reach} ${r1(y0)}C${r1(-reach / 3)} ${r1(y0 + bend)} ${r1(reach / 3)} ${r1(y1 - bend)} ${reach} ${r1(y1)}" fill="none" stroke="${colour}" stroke-width="${wide}" stroke-linecap="round"/>`
  }
  if (kind < 0.7) {
    const x = r1(between(200, 420) * sign())
    const y = r1(between(180, 380) * sign())
    return `<ellipse cx="${x}" cy="${y}" rx="${r1(between(110, 220))}" ry="${r1(between(80, 160))}" fill="${colour}"/>`
  }
  // A shore at some distance from the centre, wavy, with the sea beyond it.
  const a = between(0, Math.PI * 2)
  const distance = between(260, 480)
  const [ux, uy] = [Math.cos(a), Math.sin(a)]
  const [vx, vy] = [-uy, ux]
  const points: string[] = []
  const steps = 14
  for (let i = 0; i <= steps; i += 1) {
    const along = -reach * 1.5 + (3 * reach * i) / steps
    const off = distance + between(-40, 40)
    points.push(`${r1(ux * off + vx * along)} ${r1(uy * off + vy * along)}`)
  }
  const far = reach * 3
  points.push(`${r1(ux * far + vx * reach * 1.5)} ${r1(uy * far + vy * reach * 1.5)}`)
  points.push(`${r1(ux * far - vx * reach * 1.5)} ${r1(uy * far - vy * reach * 1.5)}`)
  return `<path d="M${points.join('L')}Z" fill="${colour}"/>`
}

/**
 * The embedded simulator of a map service: a clean, theme-coloured picture drawn here, with no
 * network and no key. The same location always gives the same streets.
 */
export function offlineMapRenderer(): MapRenderer {
  return {
    name: 'offline',
    async render(request) {
      const data = await sharp(Buffer.from(offlineMapSvg(request)))
        .resize(request.width, request.height, { fit: 'fill' })
        .png({ compressionLevel: 8, palette: false })
        .toBuffer()
      return { data, contentType: 'image/png', isDemoImage: true }
    },
  }
}
