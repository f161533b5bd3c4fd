import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { Image } from '#domain/site/image.ts'
import { AppError } from '../../http/errors.ts'
import {
  type MapRenderer,
  type MapTheme,
  mapServiceFailed,
  type RenderedMap,
} from '../../integrations/maps/map-renderer.ts'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import type { Workspace } from '../../policies/workspace.ts'
import { QUICK_START_FOLDER, type UploadsService } from './uploads.service.ts'

/** Spec 001 section 9: the saved map comes in these widths (square), largest first. */
export const MAP_SIZES = [640, 420] as const
/** The live preview in the map popup is the smaller size. */
export const MAP_PREVIEW_SIZE = 420

export const mapErrors = {
  location: () =>
    new AppError(
      400,
      {
        sv: 'Skriv en plats eller adress för kartan, högst 300 tecken.',
        en: 'Enter a place or address for the map, at most 300 characters.',
        da: 'Skriv et sted eller en adresse til kortet, højst 300 tegn.',
      },
      { location: 'invalid' },
    ),
  zoom: () =>
    new AppError(
      400,
      {
        sv: 'Zoomnivån måste vara ett heltal från 6 till 18.',
        en: 'The zoom level must be a whole number from 6 to 18.',
        da: 'Zoomniveauet skal være et heltal fra 6 til 18.',
      },
      { zoom: 'invalid' },
    ),
  theme: () =>
    new AppError(
      400,
      {
        sv: 'Okänt kartutseende. Välj Standard, Silver, Retro, Mörk eller Natt.',
        en: 'Unknown map style. Choose Standard, Silver, Retro, Dark or Night.',
        da: 'Ukendt kortudseende. Vælg Standard, Sølv, Retro, Mørk eller Nat.',
      },
      { theme: 'invalid' },
    ),
  color: () =>
    new AppError(
      400,
      {
        sv: 'Markörens färg måste vara en färgkod med sex tecken, till exempel ea4335.',
        en: "The marker's colour must be a six-character colour code, for example ea4335.",
        da: 'Markørens farve skal være en farvekode på seks tegn, for eksempel ea4335.',
      },
      { colorHex: 'invalid' },
    ),
}

export interface MapRequest {
  location: string
  zoom: number
  theme: MapTheme
  /** "#rrggbb". */
  markerColor: string
}

/** A saved map: a normal site image (spec 001 section 3), flagged when drawn by the simulator. */
export type MapImage = Required<Pick<Image, 'path' | 'fileName' | 'temporary' | 'width' | 'height'>> &
  Pick<Image, 'sizes'> & { isDemoImage: boolean }

// A picture from the renderer is decoded again here; a map service answering with something else
// than a small image must not cost more than this.
const MAX_RENDERED_PIXELS = 4096 * 4096

/** The map image of a Location module (spec 001 sections 4 and 7). */
export class MapsService {
  constructor(
    private readonly storage: MediaStorage,
    private readonly uploads: UploadsService,
    private readonly renderer: MapRenderer,
  ) {}

  /**
   * Draws the map in every size and stores each as JPEG with WebP beside it, under new names like
   * an upload's, so the answer is an ordinary image the public page shows with a srcset.
   */
  async save(workspace: Workspace, request: MapRequest): Promise<MapImage> {
    const { folder, siteId } = targetOf(workspace)
    const rendered = await Promise.all(MAP_SIZES.map((size) => this.renderer.render(square(request, size))))
    const encoded = await Promise.all(rendered.map((map, i) => encode(map, MAP_SIZES[i] as number)))
    const base = randomBytes(12).toString('hex')
    // Recorded before the files are written, so no stored file is ever unaccounted for.
    await this.uploads.record(folder, base, siteId === null, siteId)
    await Promise.all(
      encoded.flatMap((e) => [
        this.storage.put(folder, `${base}-${e.size}.jpg`, e.jpeg, 'image/jpeg'),
        this.storage.put(folder, `${base}-${e.size}.webp`, e.webp, 'image/webp'),
      ]),
    )
    const sizes = MAP_SIZES.map((size) => ({ fileName: `${base}-${size}.jpg`, size }))
    const largest = MAP_SIZES[0]
    return {
      path: this.storage.folderUrl(folder),
      fileName: `${base}-${largest}.jpg`,
      temporary: siteId === null,
      sizes,
      width: largest,
      height: largest,
      isDemoImage: rendered.every((r) => r.isDemoImage),
    }
  }

  /** The popup's live preview: drawn, never stored. */
  preview(request: MapRequest): Promise<RenderedMap> {
    return this.renderer.render(square(request, MAP_PREVIEW_SIZE))
  }
}

/**
 * Where a map's files go. A quick-start map is temporary like a quick-start upload: kept when a
 * saved site takes it over, removed a day later otherwise.
 */
function targetOf(workspace: Workspace): { folder: string; siteId: string | null } {
  if (workspace.kind === 'quickStart') return { folder: QUICK_START_FOLDER, siteId: null }
  return { folder: workspace.site.id, siteId: workspace.site.id }
}

function square(request: MapRequest, size: number) {
  return { ...request, width: size, height: size }
}

/** Exactly `size` pixels square, whatever density the renderer drew at. */
async function encode(map: RenderedMap, size: number): Promise<{ size: number; jpeg: Buffer; webp: Buffer }> {
  try {
    const resized = () =>
      sharp(map.data, { limitInputPixels: MAX_RENDERED_PIXELS, failOn: 'truncated' }).resize(size, size, {
        fit: 'cover',
      })
    const [jpeg, webp] = await Promise.all([
      // Full colour resolution keeps the thin coloured lines and the labels of a map crisp.
      resized()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: '4:4:4' })
        .toBuffer(),
      resized().webp({ quality: 86 }).toBuffer(),
    ])
    return { size, jpeg, webp }
  } catch {
    // Only a real map service can hand over bytes that do not decode.
    throw mapServiceFailed()
  }
}
