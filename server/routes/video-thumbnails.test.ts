import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeAccount, makeSite } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const VIDEO_ID = 'dQw4w9WgXcQ'

/**
 * The public page asks no third party for anything before the guest acts: the video's preview
 * picture comes from the site's own host, fetched from YouTube once by the server.
 */
describe.each(testDialects())('video thumbnails from our own host on %s', (dialect) => {
  let t: TestApp
  const fetched: string[] = []
  const host = `video-${dialect}.brollopssida.localhost:3000`
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      videoThumbnailSource: {
        async fetch(id: string) {
          fetched.push(id)
          return sharp({ create: { width: 1280, height: 720, channels: 3, background: '#336699' } })
            .jpeg()
            .toBuffer()
        },
      },
    } as never)
    const owner = await makeAccount(t.app)
    const video = {
      id: 'm-video',
      siteModuleType: 'Video',
      hide: false,
      hideInMenu: false,
      title: { sv: 'Vår film' },
      video: { videoUrl: `https://www.youtube.com/watch?v=${VIDEO_ID}`, autoStart: false },
    } as unknown as SiteModule
    const site = await makeSite(t.app, owner, { siteModules: [video] })
    await t.services.sites.activate(site._id, host.replace(':3000', ''), 12)
  })
  afterAll(async () => t?.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host } })

  it('names the thumbnail on the site host and never i.ytimg.com, in the page and its policy', async () => {
    const page = await get('/sv')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`/media/video-thumbnail/${VIDEO_ID}.jpg`)
    expect(page.body).not.toContain('ytimg')
    expect(page.headers['content-security-policy']).not.toContain('ytimg')
  })

  it('serves the picture from the site host, fetched from the source once per video', async () => {
    const first = await get(`/media/video-thumbnail/${VIDEO_ID}.jpg`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(first.rawPayload).metadata()).width).toBe(1280)
    const again = await Promise.all([1, 2, 3].map(() => get(`/media/video-thumbnail/${VIDEO_ID}.jpg`)))
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(fetched.filter((id) => id === VIDEO_ID)).toEqual([VIDEO_ID])
  })

  it('answers 404 for what is not a video id, without asking the source', async () => {
    for (const bad of ['short.jpg', '..%2F..%2Fetc.jpg', `${VIDEO_ID}.png`, `${VIDEO_ID}x.jpg`]) {
      expect((await get(`/media/video-thumbnail/${bad}`)).statusCode, bad).toBe(404)
    }
    expect(fetched).not.toContain('short')
  })
})
