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

/** The owner's list's page cursor: the last photo of a page, opaque to the browser. */
export function photoCursor(photo: Pick<PhotoRow, 'created_at' | 'id'>): string {
  return Buffer.from(`${photo.created_at}\n${photo.id}`).toString('base64url')
}

/** A cursor read back; undefined when it is not one photoCursor made. */
export function readPhotoCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('\n')
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) return undefined
  return { createdAt, id }
}
