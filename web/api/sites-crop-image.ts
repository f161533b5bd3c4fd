import type { Image } from '#domain/site/image.ts'
import { request } from './http.ts'

export interface CropArea {
  x: number
  y: number
  width: number
  height: number
}

export interface CropImageRequest {
  /** The stored original (`…-orig.jpg`); the server always crops from it. */
  originalName: string
  /** The image shown now (path/fileName); it becomes the answer's imageBeforeEdit. */
  sourceImageUrl: string
  /** In pixels of the original. */
  crop: CropArea
}

export type CroppedImage = Image & { imageBeforeEdit: NonNullable<Image['imageBeforeEdit']> }

/** PUT /api/sites/{siteId}/crop-image/v2: answers the new image data with imageBeforeEdit. */
export function cropImage(siteId: string, body: CropImageRequest): Promise<CroppedImage> {
  return request<CroppedImage>('PUT', `/api/sites/${encodeURIComponent(siteId)}/crop-image/v2`, body)
}
