import { pipeline, Readable } from 'node:stream'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import { type VideoFacts, VideoStripper } from './strip-video.ts'

/** The largest video a guest may send: a few minutes from a phone. Photos keep their own limit. */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024

export type VideoType = 'video/mp4' | 'video/quicktime'

/** The type a video is served as, from its `ftyp` box: QuickTime (an iPhone's .mov) or MP4. */
export function videoType(firstBytes: Buffer): VideoType {
  return firstBytes.toString('latin1', 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4'
}

/** A stored video's file name in the site's photo folder. */
export const videoFileName = (base: string, type: string) =>
  `${base}-video.${type === 'video/quicktime' ? 'mov' : 'mp4'}`

/**
 * Streams an upload's parts, one after another, through the metadata stripper into the storage
 * seam: a 500 MB video never lies whole in memory (only its moov box does). Answers the picture's
 * size; a VideoBoxError from the stripper rejects it and nothing is stored.
 */
export async function storeVideo(
  storage: MediaStorage,
  parts: () => AsyncIterable<Buffer>,
  to: { folder: string; fileName: string; type: VideoType },
): Promise<VideoFacts> {
  const stripper = new VideoStripper()
  // pipeline, not pipe: a part that cannot be read fails the stripper, and so the store.
  const cleaned = pipeline(Readable.from(parts()), stripper, () => undefined)
  await storage.putStream(to.folder, to.fileName, cleaned, to.type)
  return stripper.facts
}
