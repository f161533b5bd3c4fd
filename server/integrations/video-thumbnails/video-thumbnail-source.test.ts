import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offlineThumbnailSource, youtubeThumbnailSource } from './video-thumbnail-source.ts'

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#224466' } })
    .jpeg()
    .toBuffer()

/** A stand-in for i.ytimg.com: one video with maxres, one with only the 120 px placeholder. */
describe('YouTube thumbnail source', () => {
  let server: Server
  let base: string
  const asked: string[] = []
  beforeAll(async () => {
    const files: Record<string, Buffer> = {
      '/vi/AAAAAAAAAAA/maxresdefault.jpg': await jpeg(1280, 720),
      '/vi/BBBBBBBBBBB/maxresdefault.jpg': await jpeg(120, 90),
      '/vi/BBBBBBBBBBB/sddefault.jpg': await jpeg(640, 480),
    }
    server = createServer((req, res) => {
      asked.push(req.url ?? '')
      const file = files[req.url ?? '']
      res.writeHead(file ? 200 : 404, { 'content-type': 'image/jpeg' }).end(file)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((r) => server.close(r)))

  it('takes maxres, falls back to sd for the small placeholder, and answers undefined for none', async () => {
    const source = youtubeThumbnailSource(base)
    expect((await sharp(await source.fetch('AAAAAAAAAAA')).metadata()).width).toBe(1280)
    expect((await sharp(await source.fetch('BBBBBBBBBBB')).metadata()).width).toBe(640)
    expect(await source.fetch('CCCCCCCCCCC')).toBeUndefined()
    expect(asked).toContain('/vi/BBBBBBBBBBB/sddefault.jpg')
  })

  it('offline, makes a 1280 x 720 picture per video without any network', async () => {
    const source = offlineThumbnailSource()
    const a = await source.fetch('AAAAAAAAAAA')
    expect((await sharp(a).metadata()).width).toBe(1280)
    expect(a).not.toEqual(await source.fetch('BBBBBBBBBBB'))
  })
})
