import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { Image } from '#domain/site/image.ts'
import { localFolderStorage } from '../../integrations/storage/local-folder-storage.ts'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import { UploadsRepository } from '../../repositories/uploads.repository.ts'
import {
  makeAccount,
  makeModules,
  makeSite,
  makeSiteContent,
  type TestAccount,
} from '../../test/factories.ts'
import { cropImage, noiseJpeg, uploadImage } from '../../test/images.ts'
import { APP_HOST, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { UploadsService } from './uploads.service.ts'

const HOUR = 60 * 60_000
const baseOf = (image: Image) => (image.originalName ?? image.fileName).slice(0, 24)

/** The header of makeModules() showing an image. */
function headerWith(image: Image): SiteModule {
  return {
    ...(makeModules()[0] as SiteModule),
    image: { image, userSelectedImageSize: 'LARGE' },
  } as SiteModule
}

// Each test resizes five photos into every width in JPEG and WebP: 13 to 19 s on a loaded 2-core
// machine, near the 20 s default.
describe.each(testDialects())('removing expired temporary images on %s', { timeout: 60_000 }, (dialect) => {
  const start = new Date('2031-05-01T08:00:00.000Z')
  let now = start
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR)
  let t: TestApp
  let owner: TestAccount
  let storage: MediaStorage
  let folderFiles: (folder: string) => Promise<string[]>

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    // The same folder the app stores in, to look at the files.
    storage = localFolderStorage(join(t.testDb.dataDir, 'media'), '/media/u')
    folderFiles = async (folder) => (await storage.list(folder)).sort()
  })
  afterAll(async () => t?.close())

  const filesOf = async (folder: string, image: Image) =>
    (await folderFiles(folder)).filter((f) => f.startsWith(`${baseOf(image)}-`))
  const rowsOf = (image: Image) =>
    t.testDb.db.kysely.selectFrom('uploads').selectAll().where('base', '=', baseOf(image)).execute()
  const upload = async (context: string, cookie?: string) => {
    const res = await uploadImage(t.app, context, await noiseJpeg(1300, 900), cookie)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as Image
  }

  it('removes an unreferenced temporary image after 24 hours and keeps what saved sites use and owners uploaded', async () => {
    const lonely = await upload('quick-start')
    const inNewSite = await upload('quick-start')
    const cropRes = await cropImage(t.app, 'quick-start', {
      originalName: inNewSite.originalName,
      sourceImageUrl: `${inNewSite.path}/${inNewSite.fileName}`,
      crop: { x: 100, y: 100, width: 800, height: 600 },
    })
    expect(cropRes.statusCode, cropRes.body).toBe(200)
    const cropOfNewSite: Image = cropRes.json()
    const inSavedSite = await upload('quick-start')
    const site = await makeSite(t.app, owner)
    const ownerImage = await upload(site._id, owner.cookie)
    expect(lonely.temporary).toBe(true)
    expect(ownerImage.temporary).toBe(false)
    // Every file: the original and each width in JPEG and WebP.
    expect(await filesOf('qs', lonely)).toHaveLength(1 + 2 * lonely.sizes.length)

    // Registering creates the site with the crop (its original and pre-crop sizes come along)...
    const newSite = await makeSite(t.app, owner, { siteModules: [headerWith(cropOfNewSite)] })
    // ...and a later save of another site takes over another image.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/V2/${site._id}`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: {
        site: { ...makeSiteContent({ siteModules: [headerWith(inSavedSite)] }), revision: site.revision },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    now = at(23)
    const fresh = await upload('quick-start')
    expect(await t.services.uploads.removeExpiredTemporaryImages(now)).toEqual({ images: 0, files: 0 })

    now = at(24.01)
    const removed = await t.services.uploads.removeExpiredTemporaryImages(now)
    expect(removed).toEqual({ images: 1, files: 1 + 2 * lonely.sizes.length })
    expect(await filesOf('qs', lonely)).toEqual([])
    expect(await rowsOf(lonely)).toEqual([])
    const gone = await t.app.inject({
      method: 'GET',
      url: `${lonely.path}/${lonely.fileName}`,
      headers: { host: APP_HOST },
    })
    expect(gone.statusCode).toBe(404)

    for (const [image, siteId] of [
      [inNewSite, newSite._id],
      [cropOfNewSite, newSite._id],
      [inSavedSite, site._id],
    ] as const) {
      expect((await filesOf('qs', image)).length, image.fileName).toBeGreaterThan(0)
      expect(await rowsOf(image)).toMatchObject([{ folder: 'qs', temporary: 0, site_id: siteId }])
    }
    expect(await filesOf('qs', fresh)).toHaveLength(1 + 2 * fresh.sizes.length)
    expect(await rowsOf(ownerImage)).toMatchObject([{ folder: site._id, temporary: 0, site_id: site._id }])

    // Much later only the image uploaded at hour 23 has gone too; owners' images are never touched.
    now = at(24 * 40)
    expect((await t.services.uploads.removeExpiredTemporaryImages(now)).images).toBe(1)
    expect(await filesOf('qs', fresh)).toEqual([])
    expect(await filesOf(site._id, ownerImage)).toHaveLength(1 + 2 * ownerImage.sizes.length)
    for (const image of [inNewSite, cropOfNewSite, inSavedSite]) {
      expect((await filesOf('qs', image)).length).toBeGreaterThan(0)
    }
    const inNewSiteFiles = await filesOf('qs', inNewSite)
    expect(inNewSiteFiles).toContain(inNewSite.originalName)
  })

  it('goes on past a file it cannot delete, and logs it', async () => {
    now = at(24 * 50)
    const image = await upload('quick-start')
    const warnings: unknown[] = []
    const failing: MediaStorage = {
      ...storage,
      delete: async (folder, fileName) => {
        if (fileName.endsWith('.webp')) throw new Error('storage said no')
        return storage.delete(folder, fileName)
      },
    }
    const service = new UploadsService(new UploadsRepository(t.testDb.db.kysely), failing, () => now, {
      warn: (obj: unknown) => void warnings.push(obj),
    } as never)
    const result = await service.removeExpiredTemporaryImages(at(24 * 52))
    expect(result).toEqual({ images: 1, files: 1 + image.sizes.length })
    expect(warnings).toHaveLength(image.sizes.length)
    expect(await filesOf('qs', image)).toEqual(
      image.sizes.map((s) => s.fileName.replace(/\.jpg$/, '.webp')).sort(),
    )
  })
})
