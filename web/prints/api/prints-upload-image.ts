import { type UploadedImage, type UploadOptions, uploadImageTo } from '#web/api/sites-upload-image.ts'

/** POST /api/prints/{printId}/image-upload, multipart field `file` (spec 002 section 7). */
export function uploadPrintImage(
  printId: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  return uploadImageTo(`/api/prints/${encodeURIComponent(printId)}/image-upload`, file, options)
}
