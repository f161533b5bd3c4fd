import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import { PhotosRepository, type PhotoUploadRow } from '../../repositories/photos.repository.ts'
import { makeAccount, makeSite } from '../../test/factories.ts'
import { noiseJpeg } from '../../test/images.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { WorkQueue } from '../media/images/work-queue.ts'
import { PhotosService } from './photos.service.ts'

/** A queue of one slot that counts the jobs it is given. */
class CountingQueue extends WorkQueue {
  jobs = 0
  override run<T>(job: () => Promise<T>): Promise<T> {
    this.jobs += 1
    return super.run(job)
  }
}

/** Tells when an upload's row has been read, so a test knows a HEAD got that far. */
class WatchedRepository extends PhotosRepository {
  onRead: (() => void) | undefined
  override async findUpload(siteId: string, id: string): Promise<PhotoUploadRow | undefined> {
    const row = await super.findUpload(siteId, id)
    this.onRead?.()
    return row
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe.each(testDialects())('making a photo on %s (issue 34)', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(async () => t?.close())

  it('is done once when the guest asks where the upload stands while its photo waits to be made', async () => {
    const owner = await makeAccount(t.app)
    const { _id: siteId } = await makeSite(t.app, owner)
    const queue = new CountingQueue(1)
    const repo = new WatchedRepository(t.testDb.db.kysely)
    const photos = new PhotosService(
      repo,
      t.services.media as MediaStorage,
      queue,
      t.services.invalidation,
      () => new Date(),
      { quotaBytes: 1e9, perGuestPerHour: 100 },
    )
    const jpeg = await noiseJpeg(600, 400)
    const half = Math.floor(jpeg.length / 2)
    const row = await photos.createUpload({
      siteId,
      guest: 'g',
      length: jpeg.length,
      fileName: 'IMG_1.JPG',
      contentType: 'image/jpeg',
    })
    await photos.appendBytes(siteId, row.id, 0, jpeg.subarray(0, half))

    // Another guest's photo holds the only slot: this one waits its turn, as after the speeches.
    let release = () => {}
    const other = queue.run(() => new Promise<void>((resolve) => (release = resolve)))
    const last = photos.appendBytes(siteId, row.id, half, jpeg.subarray(half))
    while (queue.jobs < 2) await tick()

    // The page stopped waiting for the answer and asks where the upload stands.
    const read = new Promise<void>((resolve) => (repo.onRead = resolve))
    const asked = photos.uploadState(siteId, row.id)
    await read
    await tick()
    release()
    await other
    const [made, state] = await Promise.all([last, asked])
    expect(made.photo_id).toBe(row.id)
    expect(state.photo_id).toBe(row.id)
    expect(queue.jobs).toBe(2)
    expect(await photos.list(siteId)).toHaveLength(1)
  })
})
