import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MapRenderer } from '../integrations/maps/map-renderer.ts'
import { mapServiceFailed } from '../integrations/maps/map-renderer.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { imageShape } from '../test/images.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { parseMapParams } from './maps.ts'

const LOCATION = 'Storkyrkan, Trångsund 1, Stockholm'

function mapPath(
  context: string,
  o: { location?: string; zoom?: string | number; theme?: string; color?: string; preview?: boolean } = {},
) {
  const location = encodeURIComponent(o.location ?? LOCATION)
  const tail = `${location}/${o.zoom ?? 12}/${o.theme ?? 'NORMAL'}/${o.color ?? 'ea4335'}/`
  return `/api/sites/${context}/maps/${o.preview ? 'preview/' : ''}${tail}`
}

describe('map parameters', () => {
  const valid = { siteId: 's1', location: '  Nyhavn 17  ', zoom: '12', theme: 'RETRO', colorHex: 'EA4335' }

  it('trims the location and makes the colour a lower-case #rrggbb', () => {
    expect(parseMapParams(valid)).toEqual({
      contextId: 's1',
      request: { location: 'Nyhavn 17', zoom: 12, theme: 'RETRO', markerColor: '#ea4335' },
    })
  })

  it.each([
    ['zoom', { zoom: '5' }, 'Zoomnivån måste vara ett heltal från 6 till 18.'],
    ['zoom', { zoom: '19' }, 'Zoomnivån'],
    ['zoom', { zoom: '12.5' }, 'Zoomnivån'],
    ['zoom', { zoom: 'tolv' }, 'Zoomnivån'],
    ['theme', { theme: 'normal' }, 'Okänt kartutseende'],
    ['theme', { theme: 'PINK' }, 'Okänt kartutseende'],
    ['colorHex', { colorHex: 'ea433' }, 'Markörens färg'],
    ['colorHex', { colorHex: 'gggggg' }, 'Markörens färg'],
    ['colorHex', { colorHex: '#ea4335' }, 'Markörens färg'],
    ['location', { location: '   ' }, 'Skriv en plats'],
    ['location', { location: 'x'.repeat(301) }, 'högst 300 tecken'],
  ])('refuses a bad %s (%o) with a clear message', (field, change, message) => {
    let error: unknown
    try {
      parseMapParams({ ...valid, ...change })
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({ status: 400, fields: { [field]: 'invalid' } })
    expect((error as { texts: { sv: string } }).texts.sv).toContain(message)
  })

  it('accepts 300 characters of location and every zoom from 6 to 18', () => {
    expect(parseMapParams({ ...valid, location: 'ö'.repeat(300) }).request.location).toHaveLength(300)
    for (let zoom = 6; zoom <= 18; zoom += 1) {
      expect(parseMapParams({ ...valid, zoom: String(zoom) }).request.zoom).toBe(zoom)
    }
  })
})

describe.each(testDialects())('maps API on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string
  withOwnedSite(dialect, (fixture) => {
    ;({ t, owner, stranger, siteId } = fixture)
  })

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, app = t) =>
    app.app.inject({ method, url, headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) } })
  const media = (path: string, fileName: string) =>
    t.app.inject({ method: 'GET', url: `${path}/${fileName}`, headers: { host: APP_HOST } })

  it('saves the map in sizes 640 and 420, as JPEG with WebP beside it, and answers it as an image', async () => {
    const res = await call(
      'POST',
      mapPath(siteId, { theme: 'RETRO', zoom: 14, color: '3366CC' }),
      owner.cookie,
    )
    expect(res.statusCode, res.body).toBe(200)
    const { map } = res.json()
    expect(Object.keys(map).sort()).toEqual(
      ['fileName', 'height', 'isDemoImage', 'path', 'sizes', 'temporary', 'width'].sort(),
    )
    expect(map.path).toBe(`/media/u/${siteId}`)
    expect(map.isDemoImage).toBe(true)
    expect(map.temporary).toBe(false)
    expect({ width: map.width, height: map.height }).toEqual({ width: 640, height: 640 })
    expect(map.sizes.map((s: { size: number }) => s.size)).toEqual([640, 420])
    expect(map.fileName).toBe(map.sizes[0].fileName)
    expect(map.fileName).toMatch(/^[0-9a-f]{24}-640\.jpg$/)

    for (const { fileName, size } of map.sizes) {
      for (const name of [fileName, fileName.replace(/\.jpg$/, '.webp')]) {
        const got = await media(map.path, name)
        expect(got.statusCode, name).toBe(200)
        expect(await imageShape(got.rawPayload)).toEqual({
          format: name.endsWith('.webp') ? 'webp' : 'jpeg',
          width: size,
          height: size,
        })
      }
    }
  })

  it('answers the preview picture itself, 420 pixels square, cacheable for five minutes by the browser only', async () => {
    const res = await call('GET', mapPath(siteId, { preview: true }), owner.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('private, max-age=300')
    expect(await imageShape(res.rawPayload)).toEqual({ format: 'png', width: 420, height: 420 })
  })

  it('draws the same picture for a location every time, and another for each theme', async () => {
    const preview = async (theme: string) =>
      (await call('GET', mapPath(siteId, { preview: true, theme }), owner.cookie)).rawPayload
    const first = await preview('NORMAL')
    expect((await preview('NORMAL')).equals(first)).toBe(true)
    const others = await Promise.all(['SILVER', 'RETRO', 'DARK', 'NIGHT'].map(preview))
    expect(new Set([first, ...others].map((b) => b.toString('base64'))).size).toBe(5)
  })

  it('takes any text as the location, encoded in the path', async () => {
    const location = 'Café "Blå" 50% / 2 tr? #3 & <Gården>'
    const res = await call('GET', mapPath(siteId, { preview: true, location }), owner.cookie)
    expect(res.statusCode, res.body).toBe(200)
    const long = await call(
      'GET',
      mapPath(siteId, { preview: true, location: 'å'.repeat(300) }),
      owner.cookie,
    )
    expect(long.statusCode, long.body).toBe(200)
  })

  it.each([
    ['zoom', { zoom: 19 }, 'Zoomnivån måste vara ett heltal från 6 till 18.'],
    ['zoom', { zoom: 'x' }, 'Zoomnivån'],
    ['theme', { theme: 'PINK' }, 'Okänt kartutseende'],
    ['colour', { color: 'red' }, 'Markörens färg'],
    ['location', { location: ' ' }, 'Skriv en plats'],
  ])('refuses a bad %s with a 400 and a clear message', async (_name, change, message) => {
    for (const preview of [false, true]) {
      const res = await call(preview ? 'GET' : 'POST', mapPath(siteId, { ...change, preview }), owner.cookie)
      expect(res.statusCode, res.body).toBe(400)
      const body = res.json()
      expect(body.isErrorResponse).toBe(true)
      expect(body.errorDescription.sv).toContain(message)
      expect(body.errorDescription.en).toBeTruthy()
      expect(body.errorDescription.da).toBeTruthy()
    }
  })

  it('refuses a stranger with 403 and an anonymous caller with 401 on a site id', async () => {
    for (const preview of [false, true]) {
      const method = preview ? 'GET' : 'POST'
      expect((await call(method, mapPath(siteId, { preview }), stranger.cookie)).statusCode).toBe(403)
      expect((await call(method, mapPath(siteId, { preview }))).statusCode).toBe(401)
      expect((await call(method, mapPath('no-such-site', { preview }))).statusCode).toBe(401)
    }
  })

  it('draws and saves maps for anyone in the quick-start context, as temporary images', async () => {
    const preview = await call('GET', mapPath('quick-start', { preview: true }))
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.headers['content-type']).toBe('image/png')

    const res = await call('POST', mapPath('quick-start', { theme: 'NIGHT' }))
    expect(res.statusCode, res.body).toBe(200)
    const { map } = res.json()
    expect(map.temporary).toBe(true)
    expect(map.isDemoImage).toBe(true)
    const file = await media(map.path, map.fileName)
    expect(file.statusCode).toBe(200)
    expect((await sharp(file.rawPayload).metadata()).width).toBe(640)

    // Like a quick-start upload, a map no saved site took over is removed after a day.
    const owned = (await call('POST', mapPath(siteId), owner.cookie)).json().map
    await t.services.uploads.removeExpiredTemporaryImages(new Date(Date.now() + 25 * 3600_000))
    for (const { fileName } of map.sizes) expect((await media(map.path, fileName)).statusCode).toBe(404)
    expect((await media(owned.path, owned.fileName)).statusCode).toBe(200)
  })

  describe('with a limit on quick-start calls', () => {
    let limited: TestApp
    beforeAll(async () => {
      limited = await createTestApp(dialect, { limits: { guestSubmit: { max: 2, timeWindow: 60_000 } } })
    })
    afterAll(async () => limited?.close())

    it('limits anonymous quick-start calls like guest calls, but not an owner on their own site', async () => {
      const account = await makeAccount(limited.app)
      const ownSite = (await makeSite(limited.app, account))._id
      const quick = () => call('GET', mapPath('quick-start', { preview: true }), undefined, limited)
      expect((await quick()).statusCode).toBe(200)
      expect((await quick()).statusCode).toBe(200)
      const refused = await quick()
      expect(refused.statusCode).toBe(429)
      expect(refused.json().errorDescription.sv).toContain('För många')
      for (let i = 0; i < 4; i += 1) {
        const own = await call('GET', mapPath(ownSite, { preview: true }), account.cookie, limited)
        expect(own.statusCode).toBe(200)
      }
    })
  })

  describe('when the map service fails', () => {
    let failing: TestApp
    let failingOwner: TestAccount
    let failingSite: string
    const renderer: MapRenderer = {
      name: 'failing',
      async render(request) {
        if (request.theme === 'DARK') throw mapServiceFailed()
        // Bytes that claim to be an image but are not one.
        return { data: Buffer.from('not an image at all'), contentType: 'image/png', isDemoImage: false }
      },
    }
    beforeAll(async () => {
      failing = await createTestApp(dialect, { mapRenderer: renderer })
      failingOwner = await makeAccount(failing.app)
      failingSite = (await makeSite(failing.app, failingOwner))._id
    })
    afterAll(async () => failing?.close())

    it('answers 502 with the message in every language, for the preview and the save', async () => {
      const preview = await call(
        'GET',
        mapPath(failingSite, { preview: true, theme: 'DARK' }),
        failingOwner.cookie,
        failing,
      )
      expect(preview.statusCode).toBe(502)
      expect(preview.json().errorDescription.sv).toContain('karttjänsten')
      for (const theme of ['DARK', 'NORMAL']) {
        const save = await call('POST', mapPath(failingSite, { theme }), failingOwner.cookie, failing)
        expect(save.statusCode, theme).toBe(502)
        expect(save.json().errorDescription.en).toContain('map service')
      }
    })
  })
})
