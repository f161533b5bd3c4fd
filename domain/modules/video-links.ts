// Kept free of zod so the public page's client bundle can use it without the schema library. Its
// name is the name of the browser chunk it can become: one with "youtube" in it is blocked by
// filters that block YouTube's own addresses (and by the end-to-end tests' fake of one).

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet (spec 001 sections 5 and 9). */
const YOUTUBE_ID_LENGTH = 11
const ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`)

const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
  'www.youtu.be',
])

// Path forms that carry the id as the segment after the prefix: /embed/ID, /shorts/ID, /live/ID, ...
const PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e', 'watch'])

// Playlist embeds (/embed/videoseries?list=...) have an 11-letter word where the id would be.
const NOT_IDS = new Set(['videoseries'])

function asId(value: string | null | undefined): string | null {
  return value && ID.test(value) && !NOT_IDS.has(value) ? value : null
}

function parseUrl(input: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input.replace(/^\/+/, '')}`
  try {
    return new URL(withScheme)
  } catch {
    return null
  }
}

/**
 * The 11-character video id of a YouTube address in any common form (youtu.be/ID, watch?v=ID,
 * /embed/ID, /shorts/ID, /live/ID, m., music., youtube-nocookie.com, with or without scheme and
 * with extra parameters), or a bare id. Anything else gives null: then nothing renders.
 */
export function youtubeId(input: string | null | undefined): string | null {
  const value = input?.trim()
  if (!value) return null
  if (ID.test(value)) return asId(value)

  const url = parseUrl(value)
  if (!url || !HOSTS.has(url.hostname.toLowerCase())) return null
  const segments = url.pathname.split('/').filter(Boolean)

  if (url.hostname.toLowerCase().endsWith('youtu.be')) return asId(segments[0])

  const fromQuery = asId(url.searchParams.get('v'))
  if (fromQuery) return fromQuery

  const [prefix, id] = segments
  if (prefix && PATH_PREFIXES.has(prefix.toLowerCase())) return asId(id)

  // A share link wraps the watch address: /attribution_link?u=/watch%3Fv%3DID
  const wrapped = url.searchParams.get('u')
  if (wrapped?.startsWith('/')) return youtubeId(`https://www.youtube.com${wrapped}`)
  return null
}

/** The privacy-mode (no-cookie) player address. */
export function youtubeEmbedUrl(id: string, options: { autoplay?: boolean; mute?: boolean } = {}): string {
  const params = new URLSearchParams()
  if (options.autoplay) params.set('autoplay', '1')
  if (options.mute) params.set('mute', '1')
  // Related videos only from the same channel, and no YouTube branding more than needed.
  params.set('rel', '0')
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`
}

/** Thumbnail addresses: the maxres image, and the always present sd image used when maxres is missing. */
export function youtubeThumbnails(id: string): { maxres: string; sd: string } {
  return {
    maxres: `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`,
    sd: `https://i.ytimg.com/vi/${id}/sddefault.jpg`,
  }
}

/**
 * The preview picture guests see: served from the site's own host (the server fetches it from
 * YouTube once), so a page view asks no third party for anything before the guest presses play.
 */
export function videoThumbnailPath(id: string): string {
  return `/media/video-thumbnail/${encodeURIComponent(id)}.jpg`
}

/** YouTube answers a 120 px wide placeholder for a missing maxres image; below 400 px use the sd image. */
export const YOUTUBE_THUMBNAIL_MIN_WIDTH = 400
