import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app.ts'
import { PUSHED_TTL_MS } from '../cache/invalidation.ts'
import { loadConfig } from '../config.ts'
import { makeAccount, makeSite } from '../test/factories.ts'
import { noiseJpeg } from '../test/images.ts'
import { type LocalS3, startLocalS3 } from '../test/local-s3.ts'
import { REDIS_URL, redisReachable } from '../test/redis.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const reachable = testDialects().includes('postgres') && (await redisReachable())
if (!reachable) {
  const message = `the photos' several-instances test needs PostgreSQL and Redis at ${REDIS_URL}`
  if (process.env.CI) throw new Error(message)
  console.warn(`\n\n!!! SKIPPED: ${message} !!!\n\n`)
}

/**
 * Guests' photos with several instances (issue 34): S3 storage, one PostgreSQL, Redis. An upload
 * begun on one instance is finished on the other, and a slideshow's event stream on one hears of
 * an approval made on the other.
 */
describe.skipIf(!reachable)('photos on two instances with S3 and Redis', () => {
  let s3: LocalS3
  let a: TestApp
  let b: Awaited<ReturnType<typeof buildApp>>
  const host = `tva-${Date.now()}.brollopssida.localhost`

  beforeAll(async () => {
    s3 = await startLocalS3()
    const storage = s3.storage('https://cdn.example.test/media')
    a = await createTestApp('postgres', { mediaStorage: storage }, { REDIS_URL })
    b = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: a.testDb.dataDir,
        SESSION_SECRET: 'x'.repeat(40),
        JOBS_QUEUE: 'in-process',
        REDIS_URL,
      }),
      db: a.testDb.db,
      logger: false,
      mediaStorage: storage,
    })
    await b.app.ready()
  })
  afterAll(async () => {
    await b?.app.close()
    await a?.close()
    await s3?.close()
  })

  it('finishes an upload on another instance and tells the other instance’s slideshow of an approval', async () => {
    const owner = await makeAccount(a.app)
    const { _id: siteId } = await makeSite(a.app, owner)
    await a.services.sites.activate(siteId, host, 12)
    const file = await noiseJpeg(800, 600)
    const half = Math.floor(file.length / 2)
    const tus = { host, 'tus-resumable': '1.0.0' }
    const created = await a.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/photos/uploads`,
      headers: { ...tus, 'upload-length': String(file.length) },
    })
    const location = String(created.headers.location)
    const patch = (app: typeof b.app, from: number, to: number) =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...tus, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream' },
        payload: file.subarray(from, to),
      })
    expect((await patch(a.app, 0, half)).statusCode).toBe(204)
    expect((await patch(b.app, half, file.length)).statusCode).toBe(204)
    const [photo] = await b.services.photos.list(siteId)
    if (!photo) throw new Error('no photo')
    const full = await a.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/photos/${photo.id}/full.jpg`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/jpeg')

    // Instance a holds a slideshow's stream; the owner approves on instance b.
    await vi.waitFor(() => expect(a.services.invalidation.ttlMs(1)).toBe(PUSHED_TTL_MS), { timeout: 10_000 })
    await a.app.listen({ port: 0, host: '127.0.0.1' })
    const address = a.app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const abort = new AbortController()
    try {
      const res = await fetch(`http://127.0.0.1:${address.port}/api/sites/${siteId}/photos/live`, {
        signal: abort.signal,
      })
      const reader = res.body?.getReader()
      if (!reader) throw new Error('no body')
      const decoder = new TextDecoder()
      let seen = decoder.decode((await reader.read()).value)
      const started = Date.now()
      await b.services.photos.moderate(siteId, 'approve', [photo.id])
      while (!seen.includes('event: photos')) seen += decoder.decode((await reader.read()).value)
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      abort.abort()
    }
    const album = await a.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/photos/album`,
      headers: { host },
    })
    expect(album.json().photos.map((p: { id: string }) => p.id)).toEqual([photo.id])
  })

  it('streams a zip built on one instance from the other, through S3', async () => {
    const owner = await makeAccount(a.app)
    const { _id: siteId } = await makeSite(a.app, owner)
    await a.services.photos.setAutoApprove(siteId, true)
    for (const name of ['IMG_1.JPG', 'IMG_2.JPG']) {
      const jpeg = await noiseJpeg(400, 300)
      const row = await a.services.photos.createUpload({
        siteId,
        guest: 'x',
        length: jpeg.length,
        fileName: name,
        contentType: 'image/jpeg',
      })
      await a.services.photos.appendBytes(siteId, row.id, 0, jpeg)
    }
    const owned = { host: APP_HOST, cookie: owner.cookie }
    const started = await a.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/photos/zips`,
      headers: owned,
    })
    expect(started.statusCode).toBe(202)
    const zipId = started.json().id as string
    await vi.waitFor(
      async () => expect((await b.services.photoZips.find(siteId, zipId))?.state).toBe('ready'),
      {
        timeout: 20_000,
      },
    )
    const download = await b.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/photos/zips/${zipId}`,
      headers: owned,
    })
    expect(download.statusCode).toBe(200)
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length)
    expect(Object.keys(unzipSync(new Uint8Array(download.rawPayload))).sort()).toEqual([
      'IMG_1.jpg',
      'IMG_2.jpg',
    ])
  })
})
