import { randomBytes } from 'node:crypto'
import type { Image } from '#domain/site/image.ts'
import { AppError } from '../http/errors.ts'
import type { MediaStorage } from '../integrations/storage/media-storage.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import { sniffImage } from './images/magic-bytes.ts'
import {
  cropOriginal,
  dimensions,
  ImageDecodeError,
  MAX_INPUT_PIXELS,
  type Processed,
  processUpload,
  type Rendition,
} from './images/process.ts'
import type { SitesService } from './sites.service.ts'

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

export const imageErrors = {
  noFile: () =>
    new AppError(400, {
      sv: 'Ingen bild skickades. Välj en bild och försök igen.',
      en: 'No image was sent. Choose an image and try again.',
      da: 'Der blev ikke sendt noget billede. Vælg et billede og prøv igen.',
    }),
  brokenUpload: () =>
    new AppError(400, {
      sv: 'Uppladdningen avbröts eller var felaktig. Försök igen.',
      en: 'The upload was interrupted or malformed. Please try again.',
      da: 'Uploaden blev afbrudt eller var ugyldig. Prøv igen.',
    }),
  tooLarge: () =>
    new AppError(413, {
      sv: `Bilden är för stor. Den får vara högst ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
      en: `The image is too large. It may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
      da: `Billedet er for stort. Det må højst være ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    }),
  unsupported: () =>
    new AppError(415, {
      sv: 'Filen är inte en bild som stöds. Ladda upp en bild i formatet JPEG, PNG, WebP, GIF eller AVIF.',
      en: 'The file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
      da: 'Filen er ikke et understøttet billede. Upload et billede i formatet JPEG, PNG, WebP, GIF eller AVIF.',
    }),
  corrupt: () =>
    new AppError(400, {
      sv: 'Bilden är skadad eller ofullständig och kunde inte läsas. Försök med en annan bild.',
      en: 'The image is damaged or incomplete and could not be read. Try another image.',
      da: 'Billedet er beskadiget eller ufuldstændigt og kunne ikke læses. Prøv et andet billede.',
    }),
  tooManyPixels: () =>
    new AppError(400, {
      sv: `Bilden har för många pixlar. Den får ha högst ${MAX_INPUT_PIXELS / 1_000_000} megapixlar.`,
      en: `The image has too many pixels. It may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
      da: `Billedet har for mange pixels. Det må højst have ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    }),
  notThisSite: () =>
    new AppError(400, {
      sv: 'Bilden som ska beskäras finns inte bland den här sidans bilder. Ladda upp den igen.',
      en: "The image to crop is not one of this site's images. Upload it again.",
      da: 'Billedet, der skal beskæres, findes ikke blandt sidens billeder. Upload det igen.',
    }),
  emptyCrop: () =>
    new AppError(400, {
      sv: 'Markera ett område i bilden att beskära.',
      en: 'Select an area of the image to crop.',
      da: 'Markér et område i billedet, der skal beskæres.',
    }),
}

/** Stored names: `<24 hex>-orig.<jpg|png>` for the original, `<24 hex>-<width>.<jpg|webp>` for sizes. */
const STORED_NAME = /^([0-9a-f]{24})-(orig|\d{1,5})\.(jpg|png|webp)$/

export interface CropRequest {
  originalName?: string | undefined
  sourceImageUrl: string
  crop: { x: number; y: number; width: number; height: number }
}

export type UploadedImage = Required<
  Pick<Image, 'path' | 'originalName' | 'fileName' | 'temporary' | 'width' | 'height'>
> &
  Pick<Image, 'sizes'>
export type CroppedImage = UploadedImage & { imageBeforeEdit: NonNullable<Image['imageBeforeEdit']> }

const newBase = () => randomBytes(12).toString('hex')

function toAppError(err: unknown): unknown {
  if (!(err instanceof ImageDecodeError)) return err
  if (err.reason === 'tooManyPixels') return imageErrors.tooManyPixels()
  if (err.reason === 'unsupported') return imageErrors.unsupported()
  return imageErrors.corrupt()
}

/** Image upload and crop for a site's owner (spec 001, images and crop). */
export class ImagesService {
  constructor(
    private readonly sites: SitesService,
    private readonly storage: MediaStorage,
  ) {}

  /** Throws unless the account owns the site; called before the upload's bytes are read. */
  async assertOwner(account: AccountRow | undefined, siteId: string): Promise<void> {
    await this.sites.getOwned(account, siteId)
  }

  async upload(account: AccountRow | undefined, siteId: string, data: Buffer): Promise<UploadedImage> {
    const site = await this.sites.getOwned(account, siteId)
    const kind = sniffImage(data)
    if (!kind) throw imageErrors.unsupported()
    let processed: Processed
    try {
      processed = await processUpload(data, kind)
    } catch (err) {
      throw toAppError(err)
    }
    const base = newBase()
    const originalName = `${base}-orig.${processed.original.ext}`
    await this.storage.put(site.id, originalName, processed.original.data, processed.original.contentType)
    const sizes = await this.storeRenditions(site.id, base, processed.renditions)
    return {
      path: this.storage.folderUrl(site.id),
      originalName,
      fileName: sizes[0]?.fileName ?? originalName,
      temporary: false,
      sizes,
      width: processed.width,
      height: processed.height,
    }
  }

  /**
   * Crops from the stored original (never from a smaller size), so cropping again starts from the
   * full image. The answer carries the image before the edit so the editor can undo.
   */
  async crop(account: AccountRow | undefined, siteId: string, req: CropRequest): Promise<CroppedImage> {
    const site = await this.sites.getOwned(account, siteId)
    const files = await this.storage.list(site.id)
    const source = this.storedFile(site.id, req.sourceImageUrl, files)
    const originalName =
      source.kind === 'orig' ? source.fileName : this.originalByName(req.originalName, files)
    const original = await this.storage.get(site.id, originalName)
    if (!original) throw imageErrors.notThisSite()
    const before = this.sizesOf(source.base, files)
    if (before.length === 0) throw imageErrors.notThisSite()

    let result: Awaited<ReturnType<typeof cropOriginal>>
    try {
      const area = clampCrop(req.crop, await dimensions(original))
      result = await cropOriginal(original, area)
    } catch (err) {
      throw toAppError(err)
    }
    const base = newBase()
    const sizes = await this.storeRenditions(site.id, base, result.renditions)
    const path = this.storage.folderUrl(site.id)
    return {
      path,
      originalName,
      fileName: sizes[0]?.fileName ?? originalName,
      temporary: false,
      sizes,
      width: result.width,
      height: result.height,
      imageBeforeEdit: { path, fileName: before[0]?.fileName ?? originalName, sizes: before },
    }
  }

  private async storeRenditions(
    folder: string,
    base: string,
    renditions: Rendition[],
  ): Promise<Image['sizes']> {
    await Promise.all(
      renditions.flatMap((r) => [
        this.storage.put(folder, `${base}-${r.width}.jpg`, r.jpeg, 'image/jpeg'),
        this.storage.put(folder, `${base}-${r.width}.webp`, r.webp, 'image/webp'),
      ]),
    )
    return renditions.map((r) => ({ fileName: `${base}-${r.width}.jpg`, size: r.width }))
  }

  /** The JPEG sizes stored for an image, largest first. */
  private sizesOf(base: string, files: string[]): Image['sizes'] {
    return files
      .map((f) => STORED_NAME.exec(f))
      .filter((m): m is RegExpExecArray => !!m && m[1] === base && m[2] !== 'orig' && m[3] === 'jpg')
      .map((m) => ({ fileName: m[0], size: Number(m[2]) }))
      .sort((a, b) => b.size - a.size)
  }

  /** A URL (absolute or a path) naming a file stored in this site's folder, or a 400. */
  private storedFile(siteId: string, url: string, files: string[]) {
    const folder = this.storage.folderUrl(siteId)
    const clean = url.split(/[?#]/)[0] ?? ''
    let rest: string | undefined
    if (clean.startsWith(`${folder}/`)) rest = clean.slice(folder.length + 1)
    else {
      try {
        const pathname = new URL(clean).pathname
        if (pathname.startsWith(`${folder}/`)) rest = pathname.slice(folder.length + 1)
      } catch {
        rest = undefined
      }
    }
    const match = rest === undefined ? null : STORED_NAME.exec(rest)
    if (!match || !files.includes(match[0])) throw imageErrors.notThisSite()
    return { fileName: match[0], base: match[1] as string, kind: match[2] === 'orig' ? 'orig' : 'size' }
  }

  private originalByName(name: string | undefined, files: string[]): string {
    const match = name ? STORED_NAME.exec(name) : null
    const fileName = match?.[2] === 'orig' ? match[0] : undefined
    if (!fileName || !files.includes(fileName)) throw imageErrors.notThisSite()
    return fileName
  }
}

/** Rounds the requested area to whole pixels and clamps it to the image; no area left is a 400. */
export function clampCrop(
  crop: CropRequest['crop'],
  image: { width: number; height: number },
): { left: number; top: number; width: number; height: number } {
  let left = Math.round(crop.x)
  let top = Math.round(crop.y)
  let width = Math.round(crop.width)
  let height = Math.round(crop.height)
  if (width <= 0 || height <= 0) throw imageErrors.emptyCrop()
  if (left < 0) {
    width += left
    left = 0
  }
  if (top < 0) {
    height += top
    top = 0
  }
  width = Math.min(width, image.width - left)
  height = Math.min(height, image.height - top)
  if (width <= 0 || height <= 0) throw imageErrors.emptyCrop()
  return { left, top, width, height }
}
