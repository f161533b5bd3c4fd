import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import type { VideoThumbnailSource } from '../../integrations/video-thumbnails/video-thumbnail-source.ts'

/** The storage folder of video preview pictures, one file per video id. */
export const VIDEO_THUMBNAIL_FOLDER = 'video-thumbnails'
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * Video preview pictures served from our own host, so a guest's browser asks no third party for
 * anything before they press play. Each is fetched from the source once and kept in the storage.
 */
export class VideoThumbnailsService {
  private readonly inFlight = new Map<string, Promise<Buffer | undefined>>()

  constructor(
    private readonly storage: MediaStorage,
    private readonly source: VideoThumbnailSource,
  ) {}

  /** The JPEG of a video, or undefined when the id is not one or the source has no picture. */
  thumbnail(videoId: string): Promise<Buffer | undefined> {
    if (!VIDEO_ID.test(videoId)) return Promise.resolve(undefined)
    let pending = this.inFlight.get(videoId)
    if (!pending) {
      // Guests opening a page together wait for one fetch instead of each starting one.
      pending = this.load(videoId).finally(() => this.inFlight.delete(videoId))
      this.inFlight.set(videoId, pending)
    }
    return pending
  }

  private async load(videoId: string): Promise<Buffer | undefined> {
    // Storage names start with a letter or digit; YouTube ids may start with - or _.
    const fileName = `v${videoId}.jpg`
    const stored = await this.storage.get(VIDEO_THUMBNAIL_FOLDER, fileName)
    if (stored) return stored
    // Unreachable source: no picture now (the play button shows without one), another try later.
    const fetched = await this.source.fetch(videoId).catch(() => undefined)
    if (fetched) await this.storage.put(VIDEO_THUMBNAIL_FOLDER, fileName, fetched, 'image/jpeg')
    return fetched
  }
}
