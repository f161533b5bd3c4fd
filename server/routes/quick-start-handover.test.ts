import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandInfo } from '#domain/brands.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { Image } from '#domain/site/image.ts'
import { generateSite } from '#domain/wizard/generate-site.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { cropImage, noiseJpeg, uploadImage } from '../test/images.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const HOUR = 60 * 60_000
const QS = 'quick-start'
const baseOf = (image: Image) => (image.originalName ?? image.fileName).slice(0, 24)

// Sign-up from quick start (spec 000 section 5): the images the visitor uploaded without an
// account become the new site's own when POST /api/sites/V2 creates it, so the 24-hour cleanup
// of quick-start uploads leaves them alone, while an upload the site does not use still goes.
describe.each(testDialects())('quick-start images handed over at sign-up on %s', (dialect) => {
  const start = new Date('2031-06-01T08:00:00.000Z')
  let now = start
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR)
  let t: TestApp
  let owner: TestAccount
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
  })
  afterAll(async () => t?.close())

  const rowsOf = (image: Image) =>
    t.testDb.db.kysely
      .selectFrom('uploads')
      .select(['folder', 'temporary', 'site_id'])
      .where('base', '=', baseOf(image))
      .execute()
  const fetchFile = (image: Image) =>
    t.app.inject({ method: 'GET', url: `${image.path}/${image.fileName}`, headers: { host: APP_HOST } })
  const anonymousUpload = async (width: number, height: number) => {
    const res = await uploadImage(t.app, QS, await noiseJpeg(width, height))
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as Image
  }

  it('makes the images of the posted quick-start site its own and keeps them past the cleanup', async () => {
    // Without an account: two uploads the site uses (one of them cropped), one it does not.
    const inGallery = await anonymousUpload(1300, 900)
    const uncropped = await anonymousUpload(1200, 1000)
    const crop = await cropImage(t.app, QS, {
      originalName: uncropped.originalName,
      sourceImageUrl: `${uncropped.path}/${uncropped.fileName}`,
      crop: { x: 100, y: 100, width: 800, height: 600 },
    })
    expect(crop.statusCode, crop.body).toBe(200)
    const cropped: Image = crop.json()
    const dropped = await anonymousUpload(900, 700)
    for (const image of [inGallery, cropped, dropped]) {
      expect(image.temporary).toBe(true)
      expect(await rowsOf(image)).toMatchObject([{ folder: 'qs', temporary: 1, site_id: null }])
    }

    // The wizard's site with the visitor's gallery, as the client posts it after registering.
    const site = generateSite(
      {},
      { brandInfo: brandInfo('wedding', 'se'), now: start, newId: () => randomUUID() },
    )
    const gallery = {
      id: 'm-visitor-gallery',
      siteModuleType: 'ImageGallery',
      hide: false,
      hideInMenu: false,
      title: { sv: 'Bilder' },
      gallery: [inGallery, cropped].map((image, i) => ({ id: `g${i}`, image })),
    } as SiteModule
    owner = await makeAccount(t.app)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sites/V2',
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: {
        site: { ...site, siteModules: [...site.siteModules, gallery] },
        wizardData: site.wizardData,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const siteId: string = created.json().site._id

    for (const image of [inGallery, cropped]) {
      expect(await rowsOf(image), image.fileName).toMatchObject([
        { folder: 'qs', temporary: 0, site_id: siteId },
      ])
    }
    expect(await rowsOf(dropped)).toMatchObject([{ temporary: 1, site_id: null }])

    // A day later the cleanup takes only the upload the site does not use.
    now = at(25)
    const removed = await t.services.uploads.removeExpiredTemporaryImages(now)
    expect(removed.images).toBe(1)
    expect((await fetchFile(dropped)).statusCode).toBe(404)
    expect(await rowsOf(dropped)).toEqual([])
    for (const image of [inGallery, cropped]) {
      expect((await fetchFile(image)).statusCode, image.fileName).toBe(200)
      expect(await rowsOf(image)).toHaveLength(1)
    }

    // The site's own now: its owner crops it in the site's context, and it is no longer temporary.
    const ownCrop = await cropImage(
      t.app,
      siteId,
      {
        originalName: inGallery.originalName,
        sourceImageUrl: `${inGallery.path}/${inGallery.fileName}`,
        crop: { x: 0, y: 0, width: 600, height: 400 },
      },
      owner.cookie,
    )
    expect(ownCrop.statusCode, ownCrop.body).toBe(200)
    expect(ownCrop.json()).toMatchObject({ temporary: false })

    // Weeks later nothing of the site's has gone.
    now = at(24 * 40)
    expect((await t.services.uploads.removeExpiredTemporaryImages(now)).images).toBe(0)
    for (const image of [inGallery, cropped]) expect((await fetchFile(image)).statusCode).toBe(200)
  })
})
