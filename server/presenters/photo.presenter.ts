import type { PhotoRow } from '../repositories/photos.repository.ts'
import type { PhotoSize } from '../services/photos/process-photo.ts'

export const photoUrl = (photo: Pick<PhotoRow, 'site_id' | 'id'>, size: PhotoSize) =>
  `/api/sites/${photo.site_id}/photos/${photo.id}/${size}.jpg`

/** A photo as guests see it in the album and the slideshow: approved, its sizes, nothing of who sent it. */
export function presentGuestPhoto(photo: PhotoRow) {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    thumbUrl: photoUrl(photo, 'thumb'),
    url: photoUrl(photo, 'large'),
  }
}

/** A photo as the owner moderates it. */
export function presentOwnerPhoto(photo: PhotoRow) {
  return {
    ...presentGuestPhoto(photo),
    state: photo.state,
    originalName: photo.original_name,
    createdAt: photo.created_at,
    bytes: photo.bytes,
    fullUrl: photoUrl(photo, 'full'),
  }
}
