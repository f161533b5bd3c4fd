import type { PrintContentItem } from '#domain/prints/print.ts'
import type { Image } from '#domain/site/image.ts'
import type { MediaStorage } from '../integrations/storage/media-storage.ts'

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** The largest file of an image: the one a printed page needs. */
function largestFile(image: Image): string {
  const sizes = [...image.sizes].sort((a, b) => b.size - a.size)
  return sizes[0]?.fileName ?? image.fileName
}

/**
 * The photos of a password-protected site's card as data URIs, by content item id. Local storage
 * serves such a site's files only to its owner and its guests, and the PDF browser is neither; a
 * bucket signs them instead (ImagesService.forGuests), so this is for local storage only.
 */
export async function inlineProtectedImages(
  content: readonly PrintContentItem[],
  folders: readonly string[],
  media: MediaStorage,
): Promise<Map<string, string>> {
  const byUrl = new Map(folders.map((folder) => [media.folderUrl(folder), folder]))
  const inlined = new Map<string, string>()
  for (const item of content) {
    if (item.contentType !== 'image') continue
    const folder = byUrl.get(item.properties.path.replace(/\/+$/, ''))
    if (!folder) continue
    const fileName = largestFile(item.properties)
    const data = await media.get(folder, fileName)
    const type = TYPES[fileName.split('.').pop()?.toLowerCase() ?? '']
    if (data && type) inlined.set(item.id, `data:${type};base64,${data.toString('base64')}`)
  }
  return inlined
}
