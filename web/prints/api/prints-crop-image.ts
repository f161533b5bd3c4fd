import { request } from '#web/api/http.ts'
import type { CropImageRequest, CroppedImage } from '#web/api/sites-crop-image.ts'

/**
 * PUT /api/prints/{printId}/image-crop (spec 002 section 7): originalName, sourceImageUrl and the
 * area in pixels of the original, flat; answers the new image properties with imageBeforeEdit.
 */
export function cropPrintImage(
  printId: string,
  { crop, ...source }: CropImageRequest,
): Promise<CroppedImage> {
  return request<CroppedImage>('PUT', `/api/prints/${encodeURIComponent(printId)}/image-crop`, {
    ...source,
    ...crop,
  })
}
