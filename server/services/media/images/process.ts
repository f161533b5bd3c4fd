import sharp, { type OutputInfo, type Sharp } from 'sharp'
import type { ImageKind } from './magic-bytes.ts'

/** Widths made for every image, largest first; an image is never scaled up. */
export const IMAGE_WIDTHS = [1600, 1200, 800, 600] as const
/** Decoding refuses anything larger than this many pixels (a pixel bomb). */
export const MAX_INPUT_PIXELS = 100_000_000
/** Anonymous quick-start uploads: anyone may send them, so each may cost less memory. */
export const QUICK_START_MAX_INPUT_PIXELS = 40_000_000

export class ImageDecodeError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'tooManyPixels' | 'unsupported',
    message: string,
  ) {
    super(message)
  }
}

export interface Rendition {
  width: number
  jpeg: Buffer
  webp: Buffer
}

export interface Processed {
  /** The upright, metadata-free full-size image kept for later crops. */
  original: { data: Buffer; ext: 'jpg' | 'png'; contentType: string }
  width: number
  height: number
  renditions: Rendition[]
}

const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
}

function open(input: Buffer, maxPixels = MAX_INPUT_PIXELS): Sharp {
  // failOn 'truncated' turns a cut-off file into an error instead of a half-grey image; pages 1
  // takes the first frame of an animation. Output never carries metadata unless asked to.
  return sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated', pages: 1 })
}

function decodeError(err: unknown): ImageDecodeError {
  const message = err instanceof Error ? err.message : String(err)
  if (/pixel limit/i.test(message)) return new ImageDecodeError('tooManyPixels', message)
  if (/unsupported image format/i.test(message)) return new ImageDecodeError('unsupported', message)
  return new ImageDecodeError('corrupt', message)
}

/** Widths to make for an image `width` pixels wide: the largest is the full width up to 1600. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[0])
  return [largest, ...IMAGE_WIDTHS.filter((w) => w < largest)]
}

/** Above this many pixels at the largest width, the sizes are streamed instead of decoded once. */
const DECODE_ONCE_MAX_PIXELS = IMAGE_WIDTHS[0] * 4000

const encode = (image: () => Sharp, width: number) =>
  Promise.all([
    image().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    image().webp({ quality: 80 }).toBuffer(),
  ]).then(([jpeg, webp]) => ({ width, jpeg, webp }))

/**
 * Makes every width as JPEG and WebP from a pipeline that yields the full (upright) image of
 * `size`. The image is decoded once, at the largest width (JPEG shrink-on-load makes that cheap),
 * and the smaller widths are made from those pixels: decoding a 12 MP photo for each of eight
 * outputs cost more than the resizing. A very tall image, whose pixels at that width would take a
 * lot of memory, is streamed from the source for each output instead.
 */
function renditions(source: () => Sharp, size: { width: number; height: number }): Promise<Rendition[]> {
  const widths = widthsFor(size.width)
  const largest = widths[0] ?? size.width
  if (largest * Math.ceil((size.height * largest) / size.width) > DECODE_ONCE_MAX_PIXELS) {
    return Promise.all(
      widths.map((w) => encode(() => source().resize({ width: w, withoutEnlargement: true }), w)),
    )
  }
  return source()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => {
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
      return Promise.all(
        widthsFor(info.width).map((w) =>
          encode(() => (w === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width: w })), w),
        ),
      )
    })
}

async function keepOriginal(
  pipeline: Sharp,
  hasAlpha: boolean,
): Promise<Processed['original'] & { info: OutputInfo }> {
  if (hasAlpha) {
    const { data, info } = await pipeline.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
    return { data, info, ext: 'png', contentType: 'image/png' }
  }
  // Plain libjpeg-turbo: the original is only read back for crops, never shown, and mozjpeg took
  // seven times as long on a 12 MP photo (about 2 s) for a slightly smaller file.
  const { data, info } = await pipeline.jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true })
  return { data, info, ext: 'jpg', contentType: 'image/jpeg' }
}

/**
 * Decodes an upload whose magic bytes said `kind`: applies the EXIF orientation, drops all
 * metadata (GPS, camera, comments) by re-encoding, and makes the renditions.
 */
export async function processUpload(
  input: Buffer,
  kind: ImageKind,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<Processed> {
  try {
    const meta = await open(input, maxPixels).metadata()
    if (meta.format !== SHARP_FORMAT[kind] || (kind === 'avif' && meta.compression !== 'av1')) {
      throw new ImageDecodeError('unsupported', `content is ${meta.format}, not ${kind}`)
    }
    // Refused from the header, before any pixel is decoded.
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) {
      throw new ImageDecodeError('tooManyPixels', `over the pixel limit of ${maxPixels}`)
    }
    // The original and the sizes are made side by side, each straight from the upload.
    const [kept, made] = await Promise.all([
      keepOriginal(open(input, maxPixels).autoOrient(), meta.hasAlpha === true),
      renditions(() => open(input, maxPixels).autoOrient(), meta.autoOrient),
    ])
    const { width, height } = kept.info
    return {
      original: { data: kept.data, ext: kept.ext, contentType: kept.contentType },
      width,
      height,
      renditions: made,
    }
  } catch (err) {
    throw err instanceof ImageDecodeError ? err : decodeError(err)
  }
}

export interface CropArea {
  left: number
  top: number
  width: number
  height: number
}

/** The stored original's size. */
export async function dimensions(original: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await open(original).metadata()
    return { width: meta.width ?? 0, height: meta.height ?? 0 }
  } catch (err) {
    throw decodeError(err)
  }
}

/** Cuts an area (already clamped) out of a stored original and makes its renditions. */
export async function cropOriginal(original: Buffer, area: CropArea): Promise<Omit<Processed, 'original'>> {
  try {
    const made = await renditions(() => open(original).extract(area), area)
    return { width: area.width, height: area.height, renditions: made }
  } catch (err) {
    throw decodeError(err)
  }
}
