import type { PhotoRow } from '../repositories/photos.repository.ts'
import type { PhotoSize } from '../services/photos/process-photo.ts'

export const photoUrl = (photo: Pick<PhotoRow, 'site_id' | 'id'>, size: PhotoSize) =>
  `/api/sites/${photo.site_id}/photos/${photo.id}/${size}.jpg`

/** A video's one file (stripped of its metadata), served with Range support. */
export const videoUrl = (photo: Pick<PhotoRow, 'site_id' | 'id'>) =>
  `/api/sites/${photo.site_id}/photos/${photo.id}/video`

const isVideo = (photo: PhotoRow) => photo.media_type.startsWith('video/')

/**
 * A photo or video as guests see it in the album and the slideshow: approved, its sizes, nothing of
 * who sent it. A video has one file, which its tile shows the first frame of.
 */
export function presentGuestPhoto(photo: PhotoRow) {
  const video = isVideo(photo)
  return {
    id: photo.id,
    kind: video ? ('video' as const) : ('photo' as const),
    width: photo.width,
    height: photo.height,
    thumbUrl: video ? videoUrl(photo) : photoUrl(photo, 'thumb'),
    url: video ? videoUrl(photo) : photoUrl(photo, 'large'),
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
    fullUrl: isVideo(photo) ? videoUrl(photo) : photoUrl(photo, 'full'),
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
