import { isErrorResponse } from '#domain/errors.ts'
import type { Image } from '#domain/site/image.ts'
import { ApiError } from './http.ts'

/** What the server answers for an upload (spec 001 section 7). */
export type UploadedImage = Required<
  Pick<Image, 'path' | 'originalName' | 'fileName' | 'temporary' | 'sizes' | 'width' | 'height'>
>

export interface UploadOptions {
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * POST /api/sites/{siteId}/upload-image, multipart field `file`. XMLHttpRequest rather than fetch:
 * only it reports upload progress. A failure is an ApiError carrying the server's error body, as
 * from web/api/http.ts; a cancelled upload rejects with an AbortError.
 */
export function uploadImage(siteId: string, file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  return uploadImageTo(`/api/sites/${encodeURIComponent(siteId)}/upload-image`, file, options)
}

/** The same multipart upload to another upload call (a print's image-upload). */
export function uploadImageTo(url: string, file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  const { onProgress, signal } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => signal?.removeEventListener('abort', onAbort)

    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total))
    })
    xhr.addEventListener('load', () => {
      done()
      let data: unknown
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        data = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as UploadedImage)
      else reject(new ApiError(xhr.status, isErrorResponse(data) ? data : undefined, `HTTP ${xhr.status}`))
    })
    xhr.addEventListener('error', () => {
      done()
      reject(new ApiError(0, undefined, 'Network error'))
    })
    xhr.addEventListener('abort', () => {
      done()
      reject(new DOMException('The upload was cancelled', 'AbortError'))
    })

    const body = new FormData()
    body.append('file', file, file instanceof File ? file.name : 'image')
    xhr.send(body)
  })
}
