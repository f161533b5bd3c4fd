import { ImageDecodeError } from '../media/images/process.ts'

/** A HEIC photo's pixels: RGBA, turned as its `irot`/`imir` boxes say (libheif applies them). */
export interface HeicPixels {
  width: number
  height: number
  data: Buffer
}

type HeicDecode = typeof import('heic-decode')['default']
let loading: Promise<HeicDecode> | undefined

/**
 * libheif compiled to WebAssembly (heic-decode): sharp's prebuilt libvips has no HEVC decoder. The
 * module and its WASM (a few MB) are loaded on the first HEIC photo only, so a process that never
 * sees one never pays for it.
 */
const heicDecoder = (): Promise<HeicDecode> => {
  loading ??= import('heic-decode').then((m) => m.default)
  return loading
}

/**
 * Decodes the first image of a HEIC file. Its size is read from the header first and a picture over
 * `maxPixels` is refused before a pixel is decoded (a decompression bomb), as processPhoto does.
 */
export async function decodeHeic(input: Buffer, maxPixels: number): Promise<HeicPixels> {
  const decode = await heicDecoder()
  let images: Awaited<ReturnType<HeicDecode['all']>>
  try {
    images = await decode.all({ buffer: input })
  } catch (err) {
    throw new ImageDecodeError('unsupported', err instanceof Error ? err.message : String(err))
  }
  try {
    const first = images[0]
    if (!first) throw new ImageDecodeError('unsupported', 'no image in the HEIC file')
    if (first.width * first.height > maxPixels) {
      throw new ImageDecodeError('tooManyPixels', `over the pixel limit of ${maxPixels}`)
    }
    const { width, height, data } = await first.decode()
    return { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) }
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err
    throw new ImageDecodeError('corrupt', err instanceof Error ? err.message : String(err))
  } finally {
    images.dispose()
  }
}
