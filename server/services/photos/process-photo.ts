import sharp, { type Metadata, type Sharp } from 'sharp'
import { ImageDecodeError, MAX_INPUT_PIXELS } from '../media/images/process.ts'
import { decodeHeic } from './decode-heic.ts'

// Every guest's photo is decoded once: libvips' operation cache would only keep up to 50 MB of
// pixels nobody asks for again, in every process that makes photos.
sharp.cache(false)

/** What a guest's file turned out to be, from its first bytes. */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic' | 'video'

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1')

/** The kind told by the file's first bytes, whatever its name or declared type says. */
export function sniffPhoto(buf: Buffer): PhotoKind | undefined {
  if (buf.length < 12) return undefined
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg'
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp'
  if (ascii(buf, 0, 4) === 'GIF8') return 'gif'
  if (ascii(buf, 4, 8) !== 'ftyp') return undefined
  // ISO base media: AVIF and HEIC photos, and the videos phones make (mp4, mov) share the box.
  const end = Math.min(buf.readUInt32BE(0), buf.length, 256)
  const brands: string[] = []
  for (let at = 8; at + 4 <= end; at += 4) if (at !== 12) brands.push(ascii(buf, at, at + 4))
  if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif'
  if (brands.some((b) => ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(b))) return 'heic'
  return 'video'
}

/** The sizes kept of a photo: the full picture (what the zip gives), the screen size and the thumbnail. */
export const PHOTO_SIZES = { full: 0, large: 1600, thumb: 400 } as const
export type PhotoSize = keyof typeof PHOTO_SIZES

export interface ProcessedPhoto {
  width: number
  height: number
  files: Record<PhotoSize, Buffer>
}

/**
 * Decodes a guest's photo, turns it upright and re-encodes it as JPEG in every size. Re-encoding
 * keeps no metadata (sharp writes none unless asked), so the location, the camera and its owner's
 * name in the EXIF never reach the store: the bytes as sent are never kept. A HEIC photo is decoded
 * by libheif in WebAssembly (decode-heic.ts) and its raw pixels go the same way.
 */
export async function processPhoto(input: Buffer, maxPixels = MAX_INPUT_PIXELS): Promise<ProcessedPhoto> {
  const open =
    sniffPhoto(input) === 'heic' ? await heicSource(input, maxPixels) : await fileSource(input, maxPixels)
  try {
    // The full picture is decoded once; the two smaller sizes are made from its JPEG, whose
    // shrink-on-load decodes only the pixels they need. One picture's pixels at a time, not three:
    // 20 guests sending 12 MP photos together stay within the server's memory.
    const full = await open()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true })
    const smaller = (width: number, quality: number) =>
      sharp(full.data)
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer()
    const large = await smaller(PHOTO_SIZES.large, 82)
    const thumb = await smaller(PHOTO_SIZES.thumb, 75)
    return {
      width: full.info.width,
      height: full.info.height,
      files: { full: full.data, large, thumb },
    }
  } catch (err) {
    throw decodeError(err)
  }
}

/** A file sharp reads itself, its size checked from the header before any pixel is decoded. */
async function fileSource(input: Buffer, maxPixels: number): Promise<() => Sharp> {
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: maxPixels, pages: 1 }).metadata()
  } catch (err) {
    throw decodeError(err)
  }
  // Refused from the header, before any pixel is decoded (a decompression bomb).
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) {
    throw new ImageDecodeError('tooManyPixels', `over the pixel limit of ${maxPixels}`)
  }
  return () => sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated', pages: 1 }).autoOrient()
}

/** A HEIC photo's pixels, decoded already (and turned upright by libheif): no metadata comes along. */
async function heicSource(input: Buffer, maxPixels: number): Promise<() => Sharp> {
  const { width, height, data } = await decodeHeic(input, maxPixels)
  return () => sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels })
}

function decodeError(err: unknown): ImageDecodeError {
  if (err instanceof ImageDecodeError) return err
  const message = err instanceof Error ? err.message : String(err)
  if (/pixel limit/i.test(message)) return new ImageDecodeError('tooManyPixels', message)
  if (/unsupported image format|bad seek|no decoder|heif/i.test(message))
    return new ImageDecodeError('unsupported', message)
  return new ImageDecodeError('corrupt', message)
}
