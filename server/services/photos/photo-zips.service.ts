import { Readable } from 'node:stream'
import type { PhotoZip } from '#domain/photos/photos.ts'
import type { MediaStorage, StoredStream } from '../../integrations/storage/media-storage.ts'
import type { JobRunner } from '../../jobs/jobs.ts'
import type { PhotosRepository, PhotoZipRow } from '../../repositories/photos.repository.ts'
import { type Clock, newId } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import { photoErrors } from './photo-errors.ts'
import type { PhotosService } from './photos.service.ts'
import { type ZipEntry, zipStream } from './zip-writer.ts'

export const PHOTO_ZIP_JOB = 'photos-zip'

/** Where a site's finished zips are kept in the storage seam: a `photos-*` folder, never served as files. */
const zipFolder = (siteId: string) => `photos-${siteId}-zips`
const zipName = (id: string) => `${id}.zip`

/**
 * Everything in one download (issue 34, item 6): a job streams every photo of a site (the full
 * size, without metadata) into a zip stored through the storage seam, one photo in memory at a
 * time, counting as it goes, and mails the owner when it is ready; the download streams it back,
 * from any instance. The photos are JPEG already, so they are stored in the zip as they are, not
 * compressed again.
 */
export class PhotoZipsService {
  constructor(
    private readonly repo: PhotosRepository,
    private readonly photos: PhotosService,
    private readonly jobs: JobRunner,
    private readonly mail: MailService,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
  ) {
    jobs.handle<{ zipId: string; siteId: string }>(PHOTO_ZIP_JOB, (p) => this.build(p.siteId, p.zipId), {
      retryLimit: 2,
    })
  }

  async start(siteId: string, mail: string): Promise<PhotoZip> {
    const row: PhotoZipRow = {
      id: newId(),
      site_id: siteId,
      state: 'queued',
      done: 0,
      total: 0,
      bytes: 0,
      mail,
      created_at: this.clock().toISOString(),
    }
    await this.repo.insertZip(row)
    await this.jobs.enqueue(PHOTO_ZIP_JOB, { zipId: row.id, siteId })
    return present(row)
  }

  async latest(siteId: string): Promise<PhotoZip | null> {
    const row = await this.repo.latestZip(siteId)
    return row ? present(row) : null
  }

  async find(siteId: string, id: string): Promise<PhotoZip | undefined> {
    const row = await this.repo.findZip(siteId, id)
    return row && present(row)
  }

  /** The finished zip as a stream, with its size. */
  async download(siteId: string, id: string): Promise<StoredStream> {
    const row = await this.repo.findZip(siteId, id)
    if (!row) throw photoErrors.uploadNotFound()
    if (row.state !== 'ready') throw photoErrors.zipNotReady()
    const stored = await this.storage.getStream(zipFolder(siteId), zipName(id))
    if (!stored) throw photoErrors.uploadNotFound()
    return stored
  }

  async build(siteId: string, zipId: string): Promise<void> {
    const row = await this.repo.findZip(siteId, zipId)
    if (!row || row.state === 'ready') return
    const list = await this.photos.list(siteId, ['approved', 'pending'])
    await this.repo.updateZip(zipId, { state: 'building', total: list.length, done: 0 })
    let done = 0
    let bytes = 0
    const photos = this.photos
    const repo = this.repo
    /** The entries, read one at a time as the zip is pulled: memory holds about one photo. */
    async function* entries(): AsyncGenerator<ZipEntry> {
      const names = new Set<string>()
      for (const photo of list) {
        const modified = new Date(photo.created_at)
        // A video (stripped, up to 500 MB) goes in piece by piece, never whole in memory.
        const video = await photos.video(photo)
        if (video) {
          const ext = photo.media_type === 'video/quicktime' ? 'mov' : 'mp4'
          yield {
            name: uniqueName(photo.original_name, photo.id, names, ext),
            modified,
            stream: video.stream,
            bytes: video.bytes,
          }
        } else {
          const data = await photos.file(photo, 'full')
          if (!data) continue
          yield { name: uniqueName(photo.original_name, photo.id, names, 'jpg'), modified, data }
        }
        done += 1
        if (done % 20 === 0) await repo.updateZip(zipId, { done })
      }
    }
    async function* counted(): AsyncGenerator<Buffer> {
      for await (const chunk of zipStream(entries())) {
        bytes += chunk.length
        yield chunk
      }
    }
    // Bytes, not objects: the store pulls the next chunk only when it has taken the last ones.
    const body = Readable.from(counted(), { objectMode: false })
    try {
      await this.storage.putStream(zipFolder(siteId), zipName(zipId), body, 'application/zip')
    } catch (err) {
      body.destroy()
      await this.repo.updateZip(zipId, { state: 'failed' })
      throw err
    }
    await this.repo.updateZip(zipId, { state: 'ready', done, bytes })
    await this.mail.enqueue({
      to: row.mail,
      subject: 'Era bilder är klara att ladda ner / Your photos are ready to download',
      text: [
        `Zip-filen med alla ${done} bilder är klar. Ladda ner den från sidan Bilder i redigeraren.`,
        '',
        `The zip file with all ${done} photos is ready. Download it from the Photos page in the editor.`,
      ].join('\n'),
    })
  }
}

function uniqueName(original: string, id: string, taken: Set<string>, ext: string): string {
  const stem =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '')
      .trim() || id
  let name = `${stem}.${ext}`
  for (let n = 2; taken.has(name); n += 1) name = `${stem}-${n}.${ext}`
  taken.add(name)
  return name
}

function present(row: PhotoZipRow): PhotoZip {
  return {
    id: row.id,
    state: row.state,
    done: row.done,
    total: row.total,
    bytes: row.bytes,
    url: row.state === 'ready' ? `/api/sites/${row.site_id}/photos/zips/${row.id}` : null,
  }
}
