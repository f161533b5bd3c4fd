import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { Image } from '#domain/site/image.ts'
import { makeAccount, makeModules, makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { cropImage, noiseJpeg, uploadImage } from '../test/images.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const QS = 'quick-start'
const area = { x: 0, y: 0, width: 300, height: 200 }

/** A site document whose gallery shows the given images. */
function galleryContent(images: Image[]) {
  const gallery = {
    id: 'm-gallery',
    siteModuleType: 'ImageGallery',
    hide: false,
    hideInMenu: false,
    title: { sv: 'Bilder' },
    gallery: images.map((image, i) => ({ id: `g${i}`, image })),
  } as SiteModule
  return makeSiteContent({ siteModules: [...makeModules(), gallery] })
}

describe.each(testDialects())('quick-start images on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string
  withOwnedSite(dialect, (fixture) => {
    ;({ t, owner, stranger, siteId } = fixture)
  })

  const media = (path: string, fileName: string) =>
    t.app.inject({ method: 'GET', url: `${path}/${fileName}`, headers: { host: APP_HOST } })

  it('uploads without an account into the quick-start folder as a temporary image', async () => {
    const res = await uploadImage(t.app, QS, await noiseJpeg(1300, 900))
    expect(res.statusCode, res.body).toBe(200)
    const image = res.json()
    expect(image).toMatchObject({ path: '/media/u/qs', temporary: true, width: 1300, height: 900 })
    expect(image.sizes.map((s: { size: number }) => s.size)).toEqual([1300, 1200, 800, 600])
    expect((await media(image.path, image.fileName)).statusCode).toBe(200)
    expect((await media(image.path, image.originalName)).statusCode).toBe(200)

    // Logged in or not, the quick-start context makes temporary images.
    const loggedIn = await uploadImage(t.app, QS, await noiseJpeg(700, 500), owner.cookie)
    expect(loggedIn.json()).toMatchObject({ path: '/media/u/qs', temporary: true })

    const refused = await uploadImage(t.app, QS, Buffer.from('not an image at all'.repeat(10)))
    expect(refused.statusCode).toBe(415)
  })

  it('crops a quick-start image in the quick-start context, and only quick-start images', async () => {
    const image = (await uploadImage(t.app, QS, await noiseJpeg(1000, 800))).json()
    const res = await cropImage(t.app, QS, {
      originalName: image.originalName,
      sourceImageUrl: `http://${APP_HOST}${image.path}/${image.fileName}`,
      crop: area,
    })
    expect(res.statusCode, res.body).toBe(200)
    const cropped = res.json()
    expect(cropped).toMatchObject({
      path: '/media/u/qs',
      temporary: true,
      width: 300,
      height: 200,
      originalName: image.originalName,
    })
    expect(cropped.imageBeforeEdit).toEqual({
      path: image.path,
      fileName: image.fileName,
      sizes: image.sizes,
    })

    const ownImage = (await uploadImage(t.app, siteId, await noiseJpeg(800, 600), owner.cookie)).json()
    for (const body of [
      {
        originalName: ownImage.originalName,
        sourceImageUrl: `${ownImage.path}/${ownImage.fileName}`,
        crop: area,
      },
      { sourceImageUrl: `${ownImage.path}/${ownImage.originalName}`, crop: area },
      // A quick-start source with another folder's original.
      { originalName: ownImage.originalName, sourceImageUrl: `${image.path}/${image.fileName}`, crop: area },
      { sourceImageUrl: `/media/u/qs/../${siteId}/${ownImage.originalName}`, crop: area },
    ]) {
      for (const cookie of [undefined, owner.cookie]) {
        const refused = await cropImage(t.app, QS, body, cookie)
        expect(refused.statusCode, body.sourceImageUrl).toBe(400)
        expect(refused.json().errorDescription.en).toContain("not one of this site's images")
      }
    }
  })

  it('lets an owner crop a quick-start image only once a save of the site took it over', async () => {
    const image = (await uploadImage(t.app, QS, await noiseJpeg(900, 700))).json()
    const body = {
      originalName: image.originalName,
      sourceImageUrl: `${image.path}/${image.fileName}`,
      crop: area,
    }
    const before = await cropImage(t.app, siteId, body, owner.cookie)
    expect(before.statusCode).toBe(400)

    const site = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/V2/${siteId}`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { site: { ...galleryContent([image]), revision: site.json().revision } },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const after = await cropImage(t.app, siteId, body, owner.cookie)
    expect(after.statusCode, after.body).toBe(200)
    // The crop goes beside its source and belongs to the site: not temporary.
    expect(after.json()).toMatchObject({
      path: '/media/u/qs',
      temporary: false,
      originalName: image.originalName,
    })

    // Another owner's site cannot use it, and anonymous callers never reach a site.
    const strangerSite = (await makeSite(t.app, stranger))._id
    expect((await cropImage(t.app, strangerSite, body, stranger.cookie)).statusCode).toBe(400)
    expect((await cropImage(t.app, siteId, body, stranger.cookie)).statusCode).toBe(403)
    expect((await cropImage(t.app, siteId, body)).statusCode).toBe(401)
  })

  it('still answers 401 and 403 for a site id', async () => {
    const jpeg = await noiseJpeg(400, 300)
    expect((await uploadImage(t.app, siteId, jpeg)).statusCode).toBe(401)
    expect((await uploadImage(t.app, siteId, jpeg, stranger.cookie)).statusCode).toBe(403)
  })
})

describe.each(testDialects())('quick-start rate limit on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect, { limits: { quickStartUpload: { max: 2, timeWindow: 60 * 60_000 } } })
  })
  afterAll(async () => t?.close())

  it('limits anonymous quick-start uploads and crops per address, not owners on their sites', async () => {
    const jpeg = await noiseJpeg(640, 480)
    const first = await uploadImage(t.app, QS, jpeg)
    expect(first.statusCode).toBe(200)
    expect((await uploadImage(t.app, QS, jpeg)).statusCode).toBe(200)
    const third = await uploadImage(t.app, QS, jpeg)
    expect(third.statusCode).toBe(429)
    expect(third.json()).toMatchObject({ isErrorResponse: true })
    expect(third.json().errorDescription.sv).toContain('För många försök')

    const image = first.json()
    const body = { sourceImageUrl: `${image.path}/${image.originalName}`, crop: area }
    expect((await cropImage(t.app, QS, body)).statusCode).toBe(200)
    expect((await cropImage(t.app, QS, body)).statusCode).toBe(200)
    expect((await cropImage(t.app, QS, body)).statusCode).toBe(429)

    const owner = await makeAccount(t.app)
    const siteId = (await makeSite(t.app, owner))._id
    for (let i = 0; i < 3; i++) {
      expect((await uploadImage(t.app, siteId, jpeg, owner.cookie)).statusCode).toBe(200)
    }
  })
})
