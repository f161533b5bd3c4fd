import type { Image } from '#domain/site/image.ts'
import type { Size } from './crop-rules.ts'

// A dropped file sometimes comes without a MIME type (some file managers); its name decides then.
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|heic|heif)$/i

/** Whether a chosen or dropped file is worth sending as an image; the server checks the bytes. */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name)
}

function fileUrl(path: string, fileName: string): string {
  return `${path.replace(/\/+$/, '')}/${encodeURIComponent(fileName)}`
}

/** The address of the size shown now: the crop answer keeps it as imageBeforeEdit. */
export function currentFileUrl(image: Image): string {
  return fileUrl(image.path, image.fileName)
}

/** The stored original, which the server always crops from; null when the image has none. */
export function originalUrl(image: Image): string | null {
  return image.originalName ? fileUrl(image.path, image.originalName) : null
}

/**
 * Only the site's own uploads can be cropped: they have an original the server keeps. Demo and
 * wizard images live elsewhere and have none.
 */
export function canCrop(image: Image): boolean {
  return Boolean(image.originalName) && !image.isDemoImage
}

/**
 * The image as it was before the last crop. Its stored record has no dimensions, so those of its
 * largest file as measured in the browser are used, or none when they could not be measured.
 */
export function beforeEditImage(image: Image, size: Size | null): Image {
  const before = image.imageBeforeEdit
  if (!before) return image
  const { imageBeforeEdit: _edit, width: _width, height: _height, ...rest } = image
  return {
    ...rest,
    path: before.path,
    fileName: before.fileName,
    sizes: before.sizes,
    ...(size ? { width: size.width, height: size.height } : {}),
  }
}

/** The largest file of an image's before-edit version, the one to measure. */
export function beforeEditUrl(image: Image): string | null {
  const before = image.imageBeforeEdit
  if (!before) return null
  const largest = [...before.sizes].sort((a, b) => b.size - a.size)[0]
  return fileUrl(before.path, largest?.fileName ?? before.fileName)
}

const MEASURE_TIMEOUT_MS = 5000

/** The natural size of an image file, or null when it does not load in time. */
export function measureImage(url: string): Promise<Size | null> {
  return new Promise((resolve) => {
    const img = document.createElement('img')
    const timer = setTimeout(() => resolve(null), MEASURE_TIMEOUT_MS)
    img.onload = () => {
      clearTimeout(timer)
      resolve(
        img.naturalWidth && img.naturalHeight ? { width: img.naturalWidth, height: img.naturalHeight } : null,
      )
    }
    img.onerror = () => {
      clearTimeout(timer)
      resolve(null)
    }
    img.src = url
  })
}

/** A cancelled upload, which is no failure to tell the owner about. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
