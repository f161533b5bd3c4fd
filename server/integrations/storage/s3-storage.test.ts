import { Readable } from 'node:stream'
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeAccount, makeModules, makeSite, makeSiteContent } from '../../test/factories.ts'
import { cropImage, noiseJpeg, uploadImage } from '../../test/images.ts'
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts'
import { APP_HOST, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import type { MediaStorage } from './media-storage.ts'

const CDN = 'https://cdn.example.test/media'

let s3: LocalS3
beforeAll(async () => {
  s3 = await startLocalS3()
})
afterAll(async () => s3?.close())

async function head(key: string) {
  return s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
}

async function keys(prefix: string): Promise<string[]> {
  const res = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))
  return (res.Contents ?? []).map((o) => o.Key ?? '').sort()
}

describe('S3 media storage against s3rver', () => {
  let storage: MediaStorage
  beforeAll(() => {
    // Two keys per list request, so listing a folder of five takes three pages.
    storage = s3.storage(`${CDN}/`, { listPageSize: 2 })
  })

  it('serves a folder from MEDIA_BASE_URL', () => {
    expect(storage.name).toBe('s3')
    expect(storage.folderUrl('site1')).toBe(`${CDN}/site1`)
    expect(() => storage.folderUrl('../x')).toThrow(/unsafe/)
  })

  it('puts with content type and immutable cache header, and gets the same bytes back', async () => {
    const data = Buffer.from('not really a jpeg, but bytes are bytes')
    await storage.put('put-get', 'a.jpg', data, 'image/jpeg')
    expect(await storage.get('put-get', 'a.jpg')).toEqual(data)
    const meta = await head('put-get/a.jpg')
    expect(meta.ContentType).toBe('image/jpeg')
    expect(meta.CacheControl).toBe('public, max-age=31536000, immutable')
  })

  it('lists every file of a folder over several pages, and nothing of its neighbours', async () => {
    const names = ['1.jpg', '2.webp', '3.jpg', '4.webp', '5.png']
    for (const name of names) await storage.put('listed', name, Buffer.from(name), 'image/jpeg')
    await storage.put('listed-too', 'x.jpg', Buffer.from('x'), 'image/jpeg')
    expect((await storage.list('listed')).sort()).toEqual(names)
    expect(await storage.list('listed-too')).toEqual(['x.jpg'])
    expect(await storage.list('nothing-here')).toEqual([])
  })

  it('answers undefined for a missing key and deletes idempotently', async () => {
    expect(await storage.get('put-get', 'missing.jpg')).toBeUndefined()
    expect(await storage.get('no-folder', 'missing.jpg')).toBeUndefined()
    await storage.put('deleted', 'd.jpg', Buffer.from('d'), 'image/jpeg')
    await storage.delete('deleted', 'd.jpg')
    await storage.delete('deleted', 'd.jpg')
    expect(await storage.get('deleted', 'd.jpg')).toBeUndefined()
    expect(await storage.list('deleted')).toEqual([])
  })

  it('stores a stream of several parts whole, streams it back, and leaves nothing of a stream that failed', async () => {
    // 8 MB parts: 19 MB in uneven pieces makes three parts, the last one short.
    const data = Buffer.alloc(19 * 1024 * 1024 + 123)
    for (let i = 0; i < data.length; i += 4096) data[i] = (i / 4096) % 251
    const pieces = [700_000, 9_000_000, 5_000_000]
    const chunks = pieces.map((n, i) =>
      data.subarray(pieces.slice(0, i).reduce((a, b) => a + b, 0)).subarray(0, n),
    )
    chunks.push(data.subarray(pieces.reduce((a, b) => a + b, 0)))
    await storage.putStream('streamed', 'big.zip', Readable.from(chunks), 'application/zip')
    const back = await storage.getStream('streamed', 'big.zip')
    expect(back?.bytes).toBe(data.length)
    const read: Buffer[] = []
    for await (const chunk of back?.stream ?? []) read.push(chunk as Buffer)
    expect(Buffer.concat(read).equals(data)).toBe(true)
    expect((await head('streamed/big.zip')).ContentType).toBe('application/zip')
    // A range of it (a phone seeking in a video): those bytes, and the whole object's size.
    const part = await storage.getStream('streamed', 'big.zip', { start: 9_000_000, end: 9_000_999 })
    expect(part?.bytes).toBe(data.length)
    const ranged: Buffer[] = []
    for await (const chunk of part?.stream ?? []) ranged.push(chunk as Buffer)
    expect(Buffer.concat(ranged).equals(data.subarray(9_000_000, 9_001_000))).toBe(true)

    await storage.putStream('streamed', 'small.zip', Readable.from([Buffer.from('pk')]), 'application/zip')
    expect(await storage.get('streamed', 'small.zip')).toEqual(Buffer.from('pk'))

    async function* failing() {
      yield data.subarray(0, 17 * 1024 * 1024)
      throw new Error('the zip could not be made')
    }
    await expect(
      storage.putStream('streamed', 'broken.zip', Readable.from(failing()), 'application/zip'),
    ).rejects.toThrow(/could not be made/)
    expect(await storage.getStream('streamed', 'broken.zip')).toBeUndefined()
    expect(await keys('streamed/')).toEqual(['streamed/big.zip', 'streamed/small.zip'])
  })

  it('refuses keys outside its folders', async () => {
    await expect(storage.put('..', 'x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe/)
    await expect(storage.get('ok', '../x.jpg')).rejects.toThrow(/unsafe/)
  })
})

describe.each(testDialects())('the app on S3 storage on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect, { mediaStorage: s3.storage(CDN) })
  })
  afterAll(async () => t?.close())

  it('uploads a JPEG into the bucket with content types and cache headers, crops it, and the public page uses the CDN', async () => {
    const owner = await makeAccount(t.app)
    const site = await makeSite(t.app, owner)
    const res = await uploadImage(t.app, site._id, await noiseJpeg(2400, 1600, 6), owner.cookie)
    expect(res.statusCode, res.body).toBe(200)
    const image = res.json()
    expect(image.path).toBe(`${CDN}/${site._id}`)
    expect({ w: image.width, h: image.height }).toEqual({ w: 1600, h: 2400 })
    expect(image.sizes.map((s: { size: number }) => s.size)).toEqual([1600, 1200, 800, 600])

    const base = image.originalName.replace(/-orig\.jpg$/, '')
    const expected = [
      `${base}-orig.jpg`,
      ...[1600, 1200, 800, 600].flatMap((w) => [`${base}-${w}.jpg`, `${base}-${w}.webp`]),
    ]
      .map((name) => `${site._id}/${name}`)
      .sort()
    expect(await keys(`${site._id}/`)).toEqual(expected)
    for (const key of expected) {
      const meta = await head(key)
      expect(meta.ContentType, key).toBe(key.endsWith('.webp') ? 'image/webp' : 'image/jpeg')
      expect(meta.CacheControl, key).toBe('public, max-age=31536000, immutable')
    }
    const largest = await s3.storage(CDN).get(site._id, image.fileName)
    expect((await sharp(largest).metadata()).width).toBe(1600)

    // The crop reads the original back from the bucket; the source is the CDN URL the editor shows.
    const cropped = await cropImage(
      t.app,
      site._id,
      {
        originalName: image.originalName,
        sourceImageUrl: `${image.path}/${image.fileName}`,
        crop: { x: 0, y: 0, width: 800, height: 600 },
      },
      owner.cookie,
    )
    expect(cropped.statusCode, cropped.body).toBe(200)
    expect(cropped.json()).toMatchObject({ path: `${CDN}/${site._id}`, width: 800, height: 600 })
    expect(cropped.json().imageBeforeEdit.fileName).toBe(image.fileName)

    // Published, the page takes its image URLs from the stored path: absolute, under MEDIA_BASE_URL.
    const header = {
      ...(makeModules()[0] as SiteModule),
      image: { image, userSelectedImageSize: 'LARGE' },
    } as SiteModule
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/V2/${site._id}`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { site: { ...makeSiteContent({ siteModules: [header] }), revision: site.revision } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const host = `s3-${dialect}.brollopssida.localhost`
    await t.services.sites.activate(site._id, host, 12)
    const page = await t.app.inject({ method: 'GET', url: '/sv', headers: { host: `${host}:3000` } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`${CDN}/${site._id}/${base}-1600.jpg`)
    expect(page.body).toContain(`${CDN}/${site._id}/${base}-600.jpg 600w`)
    expect(page.body).not.toContain('/media/u/')
  })
})
