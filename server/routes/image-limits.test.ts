import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkQueue } from '../services/media/images/work-queue.ts'
import { makeAccount, makeSite } from '../test/factories.ts'
import { noiseJpeg, uploadImage } from '../test/images.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** Counts the jobs it runs: the image work must go through the bounded queue. */
class CountingQueue extends WorkQueue {
  runs = 0
  override run<T>(job: () => Promise<T>): Promise<T> {
    this.runs += 1
    return super.run(job)
  }
}

/** A plain 45 MP JPEG: small on the wire, over the quick-start pixel limit. */
const plain45mp = () =>
  sharp({ create: { width: 7500, height: 6000, channels: 3, background: '#c0a080' } })
    .jpeg({ quality: 50 })
    .toBuffer()

describe.each(testDialects())('image work limits on %s', (dialect) => {
  let t: TestApp
  const queue = new CountingQueue(2)
  beforeAll(async () => {
    t = await createTestApp(dialect, { imageQueue: queue } as never)
  })
  afterAll(async () => t?.close())

  it('refuses an anonymous quick-start upload over 40 megapixels, saying so', async () => {
    const res = await uploadImage(t.app, 'quick-start', await plain45mp())
    expect(res.statusCode).toBe(400)
    expect(res.json().errorDescription.en).toContain('at most 40 megapixels')
  })

  it('processes uploads and crops through the bounded image queue', async () => {
    const owner = await makeAccount(t.app)
    const site = await makeSite(t.app, owner)
    const before = queue.runs
    const uploads = await Promise.all(
      [1, 2, 3].map(async () => uploadImage(t.app, site._id, await noiseJpeg(800, 600), owner.cookie)),
    )
    expect(uploads.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(queue.runs - before).toBe(3)
  })
})
