import { buffer } from 'node:stream/consumers'
import type { Invalidation } from '../../cache/invalidation.ts'
import type { ByteRange, MediaStorage, StoredStream } from '../../integrations/storage/media-storage.ts'
import type {
  PhotoRow,
  PhotoState,
  PhotosRepository,
  PhotoUploadRow,
  UploadPart,
} from '../../repositories/photos.repository.ts'
import { type Clock, newId } from '../ids.ts'
import { ImageDecodeError } from '../media/images/process.ts'
import { QueueFullError, type WorkQueue } from '../media/images/work-queue.ts'
import { imageErrors } from '../media/images.service.ts'
import { photoErrors } from './photo-errors.ts'
import {
  PHOTO_SIZES,
  type PhotoSize,
  type ProcessedPhoto,
  processPhoto,
  sniffPhoto,
} from './process-photo.ts'
import { storeVideo, VIDEO_MAX_BYTES, type VideoType, videoFileName, videoType } from './store-video.ts'
import { VideoBoxError } from './strip-video.ts'

/** The largest photo a guest may send: what any phone makes, with room to spare. */
export const PHOTO_MAX_BYTES = 80 * 1024 * 1024
/** The largest piece of an upload one request may carry; the browser sends 1 MB at a time. */
export const PHOTO_CHUNK_MAX_BYTES = 8 * 1024 * 1024

export interface PhotoLimits {
  quotaBytes: number
  perGuestPerHour: number
}

/** Where a site's photos live in the storage seam, apart from its other images and never served as files. */
export const photoFolder = (siteId: string) => `photos-${siteId}`
const partsFolder = (siteId: string) => `photos-${siteId}-parts`
const fileName = (base: string, size: PhotoSize) => `${base}-${size}.jpg`
const isVideo = (photo: Pick<PhotoRow, 'media_type'>) => photo.media_type.startsWith('video/')
/** Every file stored for a photo (three sizes) or a video (one). */
const storedFiles = (photo: PhotoRow) =>
  isVideo(photo)
    ? [videoFileName(photo.base, photo.media_type)]
    : (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => fileName(photo.base, size))

type Decoded = { processed: ProcessedPhoto } | { refusal: Error }

export interface NewUpload {
  siteId: string
  guest: string
  length: number
  fileName: string
  contentType: string
}

/**
 * Guests' photos (issue 34): uploads by the tus protocol, whose offsets and parts are kept in the
 * database and the storage seam, so a dropped line, a sleeping phone or a restarted server resume
 * where they stopped; a complete upload is decoded, stripped of its metadata and stored in three
 * sizes, and only then becomes a photo, waiting for the owner unless they approve everything.
 */
export class PhotosService {
  private readonly listeners = new Map<string, Set<() => void>>()
  private readonly finishing = new Map<string, Promise<PhotoUploadRow>>()

  constructor(
    private readonly repo: PhotosRepository,
    private readonly storage: MediaStorage,
    private readonly queue: WorkQueue,
    private readonly invalidation: Invalidation,
    private readonly clock: Clock,
    private readonly limits: PhotoLimits,
  ) {
    // One subscription for the process; each live page only joins the set of its site.
    invalidation.subscribe('site-photos', (siteId) => {
      for (const listener of this.listeners.get(siteId) ?? []) listener()
    })
  }

  get quotaBytes(): number {
    return this.limits.quotaBytes
  }

  /** Calls `listener` whenever the site's approved photos change, on any instance; answers the way out. */
  onChange(siteId: string, listener: () => void): () => void {
    let set = this.listeners.get(siteId)
    if (!set) {
      set = new Set()
      this.listeners.set(siteId, set)
    }
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(siteId)
    }
  }

  async createUpload(upload: NewUpload): Promise<PhotoUploadRow> {
    const type = upload.contentType.toLowerCase()
    const video = type.startsWith('video/')
    if (type && !video && !type.startsWith('image/')) throw photoErrors.notAPhoto()
    if (upload.length > VIDEO_MAX_BYTES) throw photoErrors.videoTooLarge(VIDEO_MAX_BYTES)
    // A file of no declared type may be a video; its first bytes tell (appendBytes).
    if (type && !video && upload.length > PHOTO_MAX_BYTES) throw photoErrors.tooLarge(PHOTO_MAX_BYTES)
    const now = this.clock()
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString()
    if (
      (await this.repo.countUploadsSince(upload.siteId, upload.guest, hourAgo)) >= this.limits.perGuestPerHour
    ) {
      throw photoErrors.tooManyFromGuest()
    }
    if ((await this.repo.usedBytes(upload.siteId)) + upload.length > this.limits.quotaBytes) {
      throw photoErrors.quotaFull(this.limits.quotaBytes)
    }
    const row: PhotoUploadRow = {
      id: newId(),
      site_id: upload.siteId,
      guest: upload.guest,
      length: upload.length,
      offset: 0,
      parts: '[]',
      file_name: upload.fileName.slice(0, 200),
      content_type: type.slice(0, 100),
      photo_id: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    }
    await this.repo.insertUpload(row)
    return row
  }

  /**
   * Where an upload stands. One whose bytes all arrived but whose photo was never made (the server
   * stopped in between) is finished now, so the guest's next look finds it done.
   */
  async uploadState(siteId: string, id: string): Promise<PhotoUploadRow> {
    const row = await this.repo.findUpload(siteId, id)
    if (!row) throw photoErrors.uploadNotFound()
    if (row.offset === row.length && !row.photo_id) return this.finish(row)
    return row
  }

  /** Stores the bytes sent at `offset` as the upload's next part; the last part makes the photo. */
  async appendBytes(siteId: string, id: string, offset: number, data: Buffer): Promise<PhotoUploadRow> {
    const row = await this.repo.findUpload(siteId, id)
    if (!row) throw photoErrors.uploadNotFound()
    if (offset !== row.offset) throw photoErrors.offsetMismatch()
    if (offset + data.length > row.length) throw photoErrors.badRequest()
    if (data.length === 0) return row
    if (offset === 0) {
      const kind = sniffPhoto(data)
      if (!kind) throw await this.refuse(row, photoErrors.notAPhoto())
      if (kind !== 'video' && row.length > PHOTO_MAX_BYTES) {
        throw await this.refuse(row, photoErrors.tooLarge(PHOTO_MAX_BYTES))
      }
    }
    const part: UploadPart = { name: `${id}-${offset}.part`, from: offset, size: data.length }
    await this.storage.put(partsFolder(siteId), part.name, data, 'application/octet-stream')
    const parts = JSON.parse(row.parts) as UploadPart[]
    const now = this.clock().toISOString()
    if (!(await this.repo.appendPart(id, offset, part, parts, now))) throw photoErrors.offsetMismatch()
    const next = {
      ...row,
      offset: offset + data.length,
      parts: JSON.stringify([...parts, part]),
      updated_at: now,
    }
    return next.offset === next.length ? this.finish(next) : next
  }

  /**
   * Makes the photo of a complete upload, once per upload on this instance: a guest's retry or
   * HEAD that arrives while it is being made waits for the same work instead of decoding again.
   */
  private finish(row: PhotoUploadRow): Promise<PhotoUploadRow> {
    let making = this.finishing.get(row.id)
    if (!making) {
      making = this.make(row).finally(() => this.finishing.delete(row.id))
      this.finishing.set(row.id, making)
    }
    return making
  }

  /** Joins the parts, makes the photo (its id is the upload's, so finishing twice makes one) and drops the parts. */
  private async make(row: PhotoUploadRow): Promise<PhotoUploadRow> {
    const parts = JSON.parse(row.parts) as UploadPart[]
    const video = await this.videoTypeOf(row.site_id, parts)
    if (video) return this.makeVideo(row, parts, video)
    let outcome: Decoded
    try {
      // The parts are read inside the queue's slot: uploads waiting their turn hold no bytes.
      outcome = await this.queue.run(() => this.decode(row, parts))
    } catch (err) {
      if (err instanceof QueueFullError) throw imageErrors.busy()
      throw err
    }
    if ('refusal' in outcome) throw await this.refuse(row, outcome.refusal)
    const { processed } = outcome
    const base = row.id
    const folder = photoFolder(row.site_id)
    let bytes = 0
    for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
      bytes += processed.files[size].length
      await this.storage.put(folder, fileName(base, size), processed.files[size], 'image/jpeg')
    }
    return this.record(row, parts, { width: processed.width, height: processed.height, bytes }, 'image/jpeg')
  }

  /**
   * The upload's video type, from its first part's first bytes (sniffPhoto reads at most 256);
   * undefined for a photo, whose parts are then read whole once, in its turn to be decoded.
   */
  private async videoTypeOf(siteId: string, parts: UploadPart[]): Promise<VideoType | undefined> {
    const head =
      parts[0] && (await this.storage.getStream(partsFolder(siteId), parts[0].name, { start: 0, end: 255 }))
    if (!head) throw photoErrors.uploadNotFound()
    const first = await buffer(head.stream)
    return sniffPhoto(first) === 'video' ? videoType(first) : undefined
  }

  /**
   * Streams a video's parts through the metadata stripper into the store, without the image queue
   * (no pixels are decoded: a few MB of memory, most of it the moov box). A file whose boxes cannot
   * be read, or that holds no picture (a sound file in an MP4 box), is refused and not kept.
   */
  private async makeVideo(
    row: PhotoUploadRow,
    parts: UploadPart[],
    type: VideoType,
  ): Promise<PhotoUploadRow> {
    const folder = photoFolder(row.site_id)
    const name = videoFileName(row.id, type)
    const storage = this.storage
    const siteParts = partsFolder(row.site_id)
    async function* bytes() {
      for (const part of parts) {
        const stored = await storage.getStream(siteParts, part.name)
        if (!stored) throw photoErrors.uploadNotFound()
        yield* stored.stream
      }
    }
    let facts: { width: number; height: number }
    try {
      facts = await storeVideo(this.storage, bytes, { folder, fileName: name, type })
    } catch (err) {
      if (err instanceof VideoBoxError) throw await this.refuse(row, photoErrors.videoUnreadable())
      throw err
    }
    if (facts.width === 0) {
      await this.storage.delete(folder, name)
      throw await this.refuse(row, photoErrors.videoUnreadable())
    }
    return this.record(row, parts, { ...facts, bytes: row.length }, type)
  }

  /** Makes the row of a photo or video whose files are stored (once: its id is the upload's) and drops the parts. */
  private async record(
    row: PhotoUploadRow,
    parts: UploadPart[],
    made: { width: number; height: number; bytes: number },
    mediaType: string,
  ): Promise<PhotoUploadRow> {
    const approved = await this.repo.autoApprove(row.site_id)
    const now = this.clock().toISOString()
    const existing = await this.repo.findPhoto(row.site_id, row.id)
    if (!existing) {
      await this.repo.insertPhoto({
        id: row.id,
        site_id: row.site_id,
        state: approved ? 'approved' : 'pending',
        base: row.id,
        width: made.width,
        height: made.height,
        bytes: made.bytes,
        original_name: row.file_name,
        created_at: now,
        approved_at: approved ? now : null,
        media_type: mediaType,
      })
    }
    await this.repo.finishUpload(row.id, row.id)
    await this.dropParts(row.site_id, parts)
    if (approved) this.invalidation.publish('site-photos', row.site_id)
    return { ...row, photo_id: row.id }
  }

  /** The upload's bytes, decoded and re-encoded; or why it cannot be a photo. */
  private async decode(row: PhotoUploadRow, parts: UploadPart[]): Promise<Decoded> {
    const buffers: Buffer[] = []
    for (const part of parts) {
      const data = await this.storage.get(partsFolder(row.site_id), part.name)
      if (!data) throw photoErrors.uploadNotFound()
      buffers.push(data)
    }
    const input = Buffer.concat(buffers)
    buffers.length = 0
    const kind = sniffPhoto(input)
    if (!kind || kind === 'video') return { refusal: photoErrors.notAPhoto() }
    try {
      return { processed: await processPhoto(input) }
    } catch (err) {
      if (!(err instanceof ImageDecodeError)) throw err
      return {
        refusal:
          err.reason === 'tooManyPixels'
            ? imageErrors.tooManyPixels(100_000_000)
            : kind === 'heic'
              ? photoErrors.heicUnsupported()
              : err.reason === 'unsupported'
                ? photoErrors.notAPhoto()
                : imageErrors.corrupt(),
      }
    }
  }

  /** Forgets an upload that can never become a photo, and its parts; answers the error to throw. */
  private async refuse(row: PhotoUploadRow, error: Error): Promise<Error> {
    await this.repo.deleteUpload(row.id)
    await this.dropParts(row.site_id, JSON.parse(row.parts) as UploadPart[])
    return error
  }

  private async dropParts(siteId: string, parts: UploadPart[]): Promise<void> {
    for (const part of parts) await this.storage.delete(partsFolder(siteId), part.name)
  }

  /** Removes uploads nobody touched for `olderThanMs` (a guest who gave up), with their parts. */
  async removeAbandoned(now: Date, olderThanMs: number): Promise<number> {
    const stale = await this.repo.staleUploads(new Date(now.getTime() - olderThanMs).toISOString(), 200)
    for (const row of stale) await this.refuse(row, photoErrors.uploadNotFound())
    return stale.length
  }

  list(siteId: string, states?: PhotoState[]): Promise<PhotoRow[]> {
    return this.repo.listPhotos(siteId, states)
  }

  /** One page of the owner's list, newest first, after the photo `after` names (see photoCursor). */
  listPage(siteId: string, limit: number, after?: { createdAt: string; id: string }): Promise<PhotoRow[]> {
    return this.repo.listPhotosPage(siteId, limit, after)
  }

  counts(siteId: string): Promise<Record<PhotoState, number>> {
    return this.repo.countByState(siteId)
  }

  find(siteId: string, id: string): Promise<PhotoRow | undefined> {
    return this.repo.findPhoto(siteId, id)
  }

  usedBytes(siteId: string): Promise<number> {
    return this.repo.usedBytes(siteId)
  }

  autoApprove(siteId: string): Promise<boolean> {
    return this.repo.autoApprove(siteId)
  }

  /** "Approve everything from now on": also approves what waits now, as the owner expects. */
  async setAutoApprove(siteId: string, on: boolean): Promise<void> {
    await this.repo.setAutoApprove(siteId, on)
    if (!on) return
    const waiting = await this.repo.listPhotos(siteId, ['pending'])
    await this.moderate(
      siteId,
      'approve',
      waiting.map((p) => p.id),
    )
  }

  async moderate(siteId: string, action: 'approve' | 'hide' | 'delete', ids: string[]): Promise<number> {
    const now = this.clock().toISOString()
    let changed: number
    if (action === 'delete') {
      const deleted = await this.repo.deletePhotos(siteId, ids)
      for (const photo of deleted) {
        for (const name of storedFiles(photo)) await this.storage.delete(photoFolder(siteId), name)
      }
      changed = deleted.length
    } else {
      changed = await this.repo.setState(siteId, ids, action === 'approve' ? 'approved' : 'hidden', now)
    }
    if (changed > 0) this.invalidation.publish('site-photos', siteId)
    return changed
  }

  /** The bytes of one size of a photo. */
  file(photo: PhotoRow, size: PhotoSize): Promise<Buffer | undefined> {
    return this.storage.get(photoFolder(photo.site_id), fileName(photo.base, size))
  }

  /** A video's stored (stripped) file as a stream, or the bytes `range` names of it. */
  video(photo: PhotoRow, range?: ByteRange): Promise<StoredStream | undefined> {
    if (!isVideo(photo)) return Promise.resolve(undefined)
    return this.storage.getStream(
      photoFolder(photo.site_id),
      videoFileName(photo.base, photo.media_type),
      range,
    )
  }
}
