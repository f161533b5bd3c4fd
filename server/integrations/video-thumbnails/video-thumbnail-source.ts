import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** Where a video's preview picture comes from: a JPEG, or undefined when there is none. */
export interface VideoThumbnailSource {
  fetch(videoId: string): Promise<Buffer | undefined>
}

/** YouTube answers a 120 px wide placeholder for a missing maxres picture; then the sd one is used. */
const MIN_WIDTH = 400
const FETCH_TIMEOUT_MS = 10_000

/** The real source: YouTube's picture server, asked by our server only (never by a guest's browser). */
export function youtubeThumbnailSource(baseUrl = 'https://i.ytimg.com'): VideoThumbnailSource {
  const get = async (url: string): Promise<Buffer | undefined> => {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    if (!res.ok) return undefined
    return Buffer.from(await res.arrayBuffer())
  }
  return {
    async fetch(videoId) {
      const base = `${baseUrl.replace(/\/+$/, '')}/vi/${encodeURIComponent(videoId)}`
      const maxres = await get(`${base}/maxresdefault.jpg`)
      if (maxres && ((await sharp(maxres).metadata()).width ?? 0) >= MIN_WIDTH) return maxres
      return get(`${base}/sddefault.jpg`)
    },
  }
}

/**
 * The default, for tests and machines without YouTube: a 1280 x 720 picture in a colour of the
 * video id, so different videos look different and nothing leaves the machine.
 */
export function offlineThumbnailSource(): VideoThumbnailSource {
  return {
    fetch(videoId) {
      const [r = 0, g = 0, b = 0] = createHash('sha256').update(videoId).digest()
      const background = { r: 60 + (r % 140), g: 60 + (g % 140), b: 60 + (b % 140) }
      return sharp({ create: { width: 1280, height: 720, channels: 3, background } })
        .jpeg({ quality: 80 })
        .toBuffer()
    },
  }
}
