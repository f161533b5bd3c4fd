import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeAccount, makeModules, makeSite, makeSiteContent } from '../../test/factories.ts'
import { noiseJpeg, uploadImage } from '../../test/images.ts'
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts'
import { APP_HOST, cookieFrom, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'

const CDN = 'https://cdn.example.test/media'

let s3: LocalS3
beforeAll(async () => {
  s3 = await startLocalS3()
})
afterAll(async () => s3?.close())

/**
 * On S3, a password-protected site's page names its images by short-lived signed URLs of the
 * private bucket, made when the page is rendered; the public CDN address never appears.
 */
describe.each(testDialects())('protected site images on S3 on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect, { mediaStorage: s3.storage(CDN) })
  })
  afterAll(async () => t?.close())

  it('renders signed, expiring bucket URLs for visitors who gave the password, and the CDN otherwise', async () => {
    const owner = await makeAccount(t.app)
    const site = await makeSite(t.app, owner)
    const image = (await uploadImage(t.app, site._id, await noiseJpeg(900, 600), owner.cookie)).json()
    const header = { ...(makeModules()[0] as SiteModule), image: { image, userSelectedImageSize: 'LARGE' } }
    const owned = { host: APP_HOST, cookie: owner.cookie }
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/V2/${site._id}`,
      headers: owned,
      payload: {
        site: { ...makeSiteContent({ siteModules: [header as SiteModule] }), revision: site.revision },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const host = `s3-protected-${dialect}.brollopssida.localhost`
    await t.services.sites.activate(site._id, host, 12)
    const open = await t.app.inject({ method: 'GET', url: '/sv', headers: { host: `${host}:3000` } })
    expect(open.body).toContain(`${CDN}/${site._id}/${image.fileName}`)

    await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${site._id}/password`,
      headers: owned,
      payload: { password: 'tårta' },
    })
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/sites/public/${site._id}/login`,
      headers: { host: `${host}:3000` },
      payload: { password: 'tårta' },
    })
    const cookie = cookieFrom(login, login.cookies[0]?.name)
    const guest = { host: `${host}:3000`, cookie }
    const page = await t.app.inject({ method: 'GET', url: '/sv', headers: guest })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain(CDN)
    const api = await t.app.inject({ method: 'GET', url: `/api/sites/public/${site._id}`, headers: guest })
    expect(api.body).not.toContain(CDN)

    const shown = api.json().siteModules[0].image.image as { path: string; fileName: string }
    const signed = new URL(`${shown.path}/${shown.fileName}`)
    expect(signed.origin).toBe(s3.endpoint)
    expect(signed.pathname).toBe(`/${s3.bucket}/${site._id}/${image.fileName}`)
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600)
    expect(page.body).toContain(signed.pathname)

    const fetched = await fetch(signed)
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get('content-type')).toBe('image/jpeg')
    expect(fetched.headers.get('cache-control')).toBe('private, max-age=3600')
    // The fake does not refuse unsigned reads; that the bucket is private is its configuration.
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
  })
})
