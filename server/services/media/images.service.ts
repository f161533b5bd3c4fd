import { randomBytes } from 'node:crypto'
import type { Image } from '#domain/site/image.ts'
import { AppError } from '../../http/errors.ts'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import { mayCropFrom, type Workspace } from '../../policies/workspace.ts'
import { sniffImage } from './images/magic-bytes.ts'
import {
  cropOriginal,
  dimensions,
  ImageDecodeError,
  MAX_INPUT_PIXELS,
  type Processed,
  processUpload,
  QUICK_START_MAX_INPUT_PIXELS,
  type Rendition,
} from './images/process.ts'
import { withSignedImages } from './images/signed-urls.ts'
import { parseStoredName } from './images/stored-names.ts'
import { QueueFullError, type WorkQueue } from './images/work-queue.ts'
import { QUICK_START_FOLDER, type UploadsService } from './uploads.service.ts'

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
  tooManyPixels: (limit: number) =>
    new AppError(400, {
      sv: `Bilden har för många pixlar. Den får ha högst ${limit / 1_000_000} megapixlar.`,
      en: `The image has too many pixels. It may have at most ${limit / 1_000_000} megapixels.`,
      da: `Billedet har for mange pixels. Det må højst have ${limit / 1_000_000} megapixels.`,
    }),
  busy: () =>
    new AppError(503, {
      sv: 'Servern bearbetar många bilder just nu. Försök igen om en stund.',
      en: 'The server is processing many images right now. Try again in a moment.',
      da: 'Serveren behandler mange billeder lige nu. Prøv igen om lidt.',
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

function toAppError(err: unknown, pixelLimit = MAX_INPUT_PIXELS): unknown {
  if (err instanceof QueueFullError) return imageErrors.busy()
  if (!(err instanceof ImageDecodeError)) return err
  if (err.reason === 'tooManyPixels') return imageErrors.tooManyPixels(pixelLimit)
  if (err.reason === 'unsupported') return imageErrors.unsupported()
  return imageErrors.corrupt()
}

interface StoredSource {
  folder: string
  fileName: string
  base: string
  kind: 'orig' | 'size'
  files: string[]
}

/**
 * Image upload and crop (spec 001, images and crop) for a site's owner, into the site's folder, and
 * for a quick-start visitor, into the quick-start folder as temporary images.
 */
export class ImagesService {
  constructor(
    private readonly storage: MediaStorage,
    private readonly uploads: UploadsService,
    /** Bounds how many images are decoded at once, so many large uploads together stay in memory. */
    private readonly queue: WorkQueue,
  ) {}

  /**
   * A site's modules as its guests get them: from a private store (S3), a password-protected
   * site's images by short-lived signed URLs made now; otherwise as stored.
   */
  forGuests<T>(site: { id: string; password: string | null }, modules: T): Promise<T> {
    if (!site.password) return Promise.resolve(modules)
    return withSignedImages(modules, this.storage, [site.id, QUICK_START_FOLDER])
  }

  /** Whether a protected site's guest page carries expiring URLs, so must not be kept rendered. */
  get signsProtectedImages(): boolean {
    return this.storage.signedUrl !== undefined
  }

  async upload(context: Workspace, data: Buffer): Promise<UploadedImage> {
    const kind = sniffImage(data)
    if (!kind) throw imageErrors.unsupported()
    const pixelLimit = context.kind === 'quickStart' ? QUICK_START_MAX_INPUT_PIXELS : MAX_INPUT_PIXELS
    let processed: Processed
    try {
      processed = await this.queue.run(() => processUpload(data, kind, pixelLimit))
    } catch (err) {
      throw toAppError(err, pixelLimit)
    }
    const folder = folderOf(context)
    const base = newBase()
    await this.record(context, folder, base)
    const originalName = `${base}-orig.${processed.original.ext}`
    await this.storage.put(folder, originalName, processed.original.data, processed.original.contentType)
    return this.stored(context, folder, base, originalName, processed)
  }

  /**
   * Crops from the stored original (never from a smaller size), so cropping again starts from the
   * full image. The answer carries the image before the edit so the editor can undo. The new sizes
   * go beside the source, so an image and its crops always share a folder.
   */
  async crop(context: Workspace, req: CropRequest): Promise<CroppedImage> {
    const source = await this.source(context, req.sourceImageUrl)
    const { folder, files } = source
    const originalName =
      source.kind === 'orig' ? source.fileName : await this.original(context, folder, req.originalName, files)
    const original = await this.storage.get(folder, originalName)
    if (!original) throw imageErrors.notThisSite()
    const before = this.sizesOf(source.base, files)
    if (before.length === 0) throw imageErrors.notThisSite()

    let result: Awaited<ReturnType<typeof cropOriginal>>
    try {
      const area = clampCrop(req.crop, await dimensions(original))
      result = await this.queue.run(() => cropOriginal(original, area))
    } catch (err) {
      throw toAppError(err)
    }
    const base = newBase()
    await this.record(context, folder, base)
    const image = await this.stored(context, folder, base, originalName, result)
    return {
      ...image,
      imageBeforeEdit: { path: image.path, fileName: before[0]?.fileName ?? originalName, sizes: before },
    }
  }

  /** Stores an upload's or a crop's sizes under `base` and answers the image as a module keeps it. */
  private async stored(
    context: Workspace,
    folder: string,
    base: string,
    originalName: string,
    image: { renditions: Rendition[]; width: number; height: number },
  ): Promise<UploadedImage> {
    const sizes = await this.storeRenditions(folder, base, image.renditions)
    return {
      path: this.storage.folderUrl(folder),
      originalName,
      fileName: sizes[0]?.fileName ?? originalName,
      temporary: context.kind === 'quickStart',
      sizes,
      width: image.width,
      height: image.height,
    }
  }

  private record(context: Workspace, folder: string, base: string): Promise<void> {
    return context.kind === 'quickStart'
      ? this.uploads.record(folder, base, true, null)
      : this.uploads.record(folder, base, false, context.site.id)
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
      .flatMap((f) => {
        const n = parseStoredName(f)
        return n && n.base === base && n.kind !== 'orig' && n.ext === 'jpg'
          ? [{ fileName: n.fileName, size: n.kind }]
          : []
      })
      .sort((a, b) => b.size - a.size)
  }

  /** A URL (absolute or a path) naming a stored file this context may crop, or a 400. */
  private async source(context: Workspace, url: string): Promise<StoredSource> {
    const clean = url.split(/[?#]/)[0] ?? ''
    const folders =
      context.kind === 'quickStart' ? [QUICK_START_FOLDER] : [context.site.id, QUICK_START_FOLDER]
    for (const folder of folders) {
      const rest = this.inFolder(folder, clean)
      if (rest === undefined) continue
      const name = parseStoredName(rest)
      if (!name || !(await this.mayCrop(context, folder, name.base))) break
      const files = await this.storage.list(folder)
      if (!files.includes(name.fileName)) break
      return {
        folder,
        files,
        fileName: name.fileName,
        base: name.base,
        kind: name.kind === 'orig' ? 'orig' : 'size',
      }
    }
    throw imageErrors.notThisSite()
  }

  /** What follows `<folder url>/` in a URL, or undefined when the URL is not in that folder. */
  private inFolder(folder: string, url: string): string | undefined {
    const folderUrl = this.storage.folderUrl(folder)
    if (url.startsWith(`${folderUrl}/`)) return url.slice(folderUrl.length + 1)
    // A path-only folder URL (local storage) also matches the same path on any host.
    if (!folderUrl.startsWith('/')) return undefined
    try {
      const pathname = new URL(url).pathname
      return pathname.startsWith(`${folderUrl}/`) ? pathname.slice(folderUrl.length + 1) : undefined
    } catch {
      return undefined
    }
  }

  private async mayCrop(context: Workspace, folder: string, base: string): Promise<boolean> {
    const quickStart = folder === QUICK_START_FOLDER
    const siteId = quickStart
      ? context.kind === 'quickStart'
        ? null
        : await this.uploads.quickStartOwner(base)
      : folder
    return mayCropFrom(context, { quickStart, siteId })
  }

  private async original(
    context: Workspace,
    folder: string,
    name: string | undefined,
    files: string[],
  ): Promise<string> {
    const parsed = name ? parseStoredName(name) : undefined
    if (parsed?.kind !== 'orig') throw imageErrors.notThisSite()
    if (!files.includes(parsed.fileName) || !(await this.mayCrop(context, folder, parsed.base))) {
      throw imageErrors.notThisSite()
    }
    return parsed.fileName
  }
}

const folderOf = (context: Workspace): string =>
  context.kind === 'quickStart' ? QUICK_START_FOLDER : context.site.id

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
