import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSite, type TestAccount } from '../test/factories.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** The text a QR code PNG holds, read the way a phone camera would. */
function readQr(png: Buffer): { text: string; width: number } {
  const image = PNG.sync.read(png)
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
  if (!code) throw new Error('no QR code found in the image')
  return { text: code.data, width: image.width }
}

describe.each(testDialects())('Mer drawer calls on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string
  const host = `qr-${dialect}.brollopssida.se`
  withOwnedSite(dialect, (fixture) => {
    ;({ t, owner, stranger, siteId } = fixture)
  })
  beforeAll(async () => {
    await t.services.sites.activate(siteId, host, 12)
  })

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    options: { cookie?: string; payload?: unknown; requestHost?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: options.requestHost ?? APP_HOST,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: options.payload as object,
    })

  describe('GET /api/sites/{siteId}/qr/{host}/png', () => {
    it('answers the owner with a private PNG holding exactly the site address', async () => {
      const res = await call('GET', `/api/sites/${siteId}/qr/${host}/png`, {
        cookie: owner.cookie,
        requestHost: 'brollopssida.se',
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      expect(res.headers['cache-control']).toBe('private, max-age=300')
      expect(res.headers['content-disposition']).toBeUndefined()
      const qr = readQr(res.rawPayload)
      expect(qr.text).toBe(`https://${host}/`)
      expect(qr.width).toBeGreaterThanOrEqual(1000)
      expect(qr.width).toBeLessThanOrEqual(1100)
    })

    it('names the local address, with http and the port, when called through *.localhost while developing', async () => {
      const res = await call('GET', `/api/sites/${siteId}/qr/${host}/png`, { cookie: owner.cookie })
      expect(res.statusCode).toBe(200)
      expect(readQr(res.rawPayload).text).toBe(`http://qr-${dialect}.brollopssida.localhost:3000/`)
    })

    it('accepts the host in any letter case and offers a download with ?download=1', async () => {
      const res = await call('GET', `/api/sites/${siteId}/qr/${host.toUpperCase()}/png?download=1`, {
        cookie: owner.cookie,
        requestHost: 'brollopssida.se',
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-disposition']).toBe(`attachment; filename="qr-${host}.png"`)
      expect(readQr(res.rawPayload).text).toBe(`https://${host}/`)
    })

    it('answers 401 to anonymous, 403 to a stranger and 404 for an unknown site', async () => {
      const url = `/api/sites/${siteId}/qr/${host}/png`
      const anonymous = await call('GET', url)
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json().isErrorResponse).toBe(true)
      const other = await call('GET', url, { cookie: stranger.cookie })
      expect(other.statusCode).toBe(403)
      expect(other.json().errorDescription.sv).toContain('behörighet')
      const unknown = await call('GET', `/api/sites/000000000000000000000000/qr/${host}/png`, {
        cookie: owner.cookie,
      })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().errorDescription.sv).toBe('Sidan finns inte.')
    })

    it('refuses another host with 400 and a message in every language', async () => {
      const res = await call('GET', `/api/sites/${siteId}/qr/annan.brollopssida.se/png`, {
        cookie: owner.cookie,
      })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body.isErrorResponse).toBe(true)
      expect(body.errorDescription.sv).toContain('annan.brollopssida.se hör inte till den här sidan')
      expect(body.errorDescription.en).toContain('does not belong to this site')
      expect(body.errorDescription.da).toContain('hører ikke til denne side')
    })

    it('refuses a QR code for a site without an address and a malformed host', async () => {
      const { _id } = await makeSite(t.app, owner)
      const unpublished = await call('GET', `/api/sites/${_id}/qr/${host}/png`, { cookie: owner.cookie })
      expect(unpublished.statusCode).toBe(400)
      const malformed = await call('GET', `/api/sites/${siteId}/qr/bad%22host/png`, { cookie: owner.cookie })
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().fields).toHaveProperty('host')
      const badQuery = await call('GET', `/api/sites/${siteId}/qr/${host}/png?download=yes`, {
        cookie: owner.cookie,
      })
      expect(badQuery.statusCode).toBe(400)
    })
  })

  // sites.test.ts covers 401/403, setting, trimming and clearing; these are the cases it leaves out.
  describe('password and metaNoindex', () => {
    it('answer 404 for an unknown site', async () => {
      const id = '000000000000000000000000'
      const password = await call('PUT', `/api/sites/${id}/password`, {
        cookie: owner.cookie,
        payload: { password: 'tårta' },
      })
      expect(password.statusCode).toBe(404)
      const noindex = await call('PUT', `/api/sites/${id}/metaNoindex`, {
        cookie: owner.cookie,
        payload: { metaNoindex: true },
      })
      expect(noindex.statusCode).toBe(404)
    })

    it('clear the password with only blanks, turn noindex back off, and bump the revision each time', async () => {
      const { _id, revision } = await makeSite(t.app, owner)
      const set = await call('PUT', `/api/sites/${_id}/password`, {
        cookie: owner.cookie,
        payload: { password: 'tårta' },
      })
      expect(set.json().site).toMatchObject({ password: 'tårta', revision: revision + 1 })
      const blanks = await call('PUT', `/api/sites/${_id}/password`, {
        cookie: owner.cookie,
        payload: { password: '   ' },
      })
      expect(blanks.json().site).toMatchObject({ password: null, revision: revision + 2 })
      await call('PUT', `/api/sites/${_id}/metaNoindex`, {
        cookie: owner.cookie,
        payload: { metaNoindex: true },
      })
      const off = await call('PUT', `/api/sites/${_id}/metaNoindex`, {
        cookie: owner.cookie,
        payload: { metaNoindex: false },
      })
      expect(off.json().site).toMatchObject({ metaNoindex: false, revision: revision + 4 })
      const got = await call('GET', `/api/sites/${_id}`, { cookie: owner.cookie })
      expect(got.json()).toMatchObject({ password: null, metaNoindex: false })
    })

    it('refuse a body of the wrong shape with 400', async () => {
      const { _id } = await makeSite(t.app, owner)
      const noPassword = await call('PUT', `/api/sites/${_id}/password`, {
        cookie: owner.cookie,
        payload: {},
      })
      expect(noPassword.statusCode).toBe(400)
      expect(noPassword.json().fields).toHaveProperty('password')
      const tooLong = await call('PUT', `/api/sites/${_id}/password`, {
        cookie: owner.cookie,
        payload: { password: 'x'.repeat(201) },
      })
      expect(tooLong.statusCode).toBe(400)
      const notBoolean = await call('PUT', `/api/sites/${_id}/metaNoindex`, {
        cookie: owner.cookie,
        payload: { metaNoindex: 'ja' },
      })
      expect(notBoolean.statusCode).toBe(400)
      expect(notBoolean.json().fields).toHaveProperty('metaNoindex')
    })
  })
})
