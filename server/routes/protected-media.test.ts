import { describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeModules, makeSite, type TestAccount } from '../test/factories.ts'
import { noiseJpeg, uploadImage } from '../test/images.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { APP_HOST, cookieFrom, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** Images of a password-protected site reach only its owner and visitors who gave the password. */
describe.each(testDialects())('uploaded images of protected sites on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount
  withTwoAccounts(dialect, (fixture) => {
    ;({ t, owner, stranger } = fixture)
  })

  const host = (id: string) => `media-${id}.brollopssida.localhost:3000`
  const media = (url: string, cookie?: string, h = APP_HOST) =>
    t.app.inject({ method: 'GET', url, headers: { host: h, ...(cookie ? { cookie } : {}) } })

  async function siteWithImage(password: string | null) {
    const { _id } = await makeSite(t.app, owner)
    await t.services.sites.activate(_id, host(_id).replace(':3000', ''), 12)
    const image = (await uploadImage(t.app, _id, await noiseJpeg(700, 400), owner.cookie)).json()
    if (password !== null) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/sites/${_id}/password`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: { password },
      })
      expect(res.statusCode).toBe(200)
    }
    return { siteId: _id, url: `${image.path}/${image.fileName}` as string }
  }

  async function visitorCookie(siteId: string, password: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sites/public/${siteId}/login`,
      headers: { host: host(siteId) },
      payload: { password },
    })
    expect(res.statusCode).toBe(200)
    return cookieFrom(res, res.cookies[0]?.name)
  }

  it('refuses a protected site image to anonymous visitors and strangers', async () => {
    const { url, siteId } = await siteWithImage('tårta')
    expect(url.startsWith('/media/u/')).toBe(true)
    const anonymous = await media(url, undefined, host(siteId))
    expect(anonymous.statusCode).toBe(404)
    expect(anonymous.rawPayload.length).toBeLessThan(1000)
    expect((await media(url, stranger.cookie)).statusCode).toBe(404)
  })

  it('serves it privately to the owner and to visitors with the visitor cookie', async () => {
    const { url, siteId } = await siteWithImage('tårta')
    const asOwner = await media(url, owner.cookie)
    expect(asOwner.statusCode).toBe(200)
    expect(asOwner.headers['content-type']).toBe('image/jpeg')
    expect(asOwner.headers['cache-control']).toMatch(/^private/)
    const cookie = await visitorCookie(siteId, 'tårta')
    const asGuest = await media(url, cookie, host(siteId))
    expect(asGuest.statusCode).toBe(200)
    expect(asGuest.headers['cache-control']).toMatch(/^private/)
    expect(asGuest.headers['cache-control']).not.toContain('public')
    // A cookie of an earlier password opens nothing once the owner changes it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/password`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { password: 'ny-tårta' },
    })
    expect((await media(url, cookie, host(siteId))).statusCode).toBe(404)
  })

  it('guards a quick-start image once a protected site has taken it over', async () => {
    const image = (await uploadImage(t.app, 'quick-start', await noiseJpeg(700, 400))).json()
    const url = `${image.path}/${image.fileName}`
    expect(url.startsWith('/media/u/qs/')).toBe(true)
    expect((await media(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const header = { ...(makeModules()[0] as SiteModule), image: { image, userSelectedImageSize: 'LARGE' } }
    const { _id } = await makeSite(t.app, owner, { siteModules: [header as SiteModule] })
    await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${_id}/password`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { password: 'tårta' },
    })
    expect((await media(url)).statusCode).toBe(404)
    expect((await media(url, owner.cookie)).statusCode).toBe(200)
  })

  it('keeps long immutable public caching for the images of an unprotected site', async () => {
    const { url } = await siteWithImage(null)
    const res = await media(url)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
