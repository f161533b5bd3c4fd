import type { GuestPhoto } from '#domain/photos/photos.ts'

/** GET /api/sites/{siteId}/photos/album: the approved photos, newest first (none when refused). */
export async function fetchAlbum(siteId: string): Promise<GuestPhoto[]> {
  const res = await fetch(`/api/sites/${encodeURIComponent(siteId)}/photos/album`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
  if (!res.ok) return []
  return ((await res.json()) as { photos: GuestPhoto[] }).photos
}
