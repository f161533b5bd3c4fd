import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { makeSite, type TestAccount } from '../test/factories.ts'
import { noiseJpeg } from '../test/images.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { APP_HOST, cookieFrom, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const CHUNK = 64 * 1024

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** A small PNG whose header claims 20 000 x 20 000 pixels: a decompression bomb, cheap to make. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  )
  // IHDR's data starts at byte 16 (after the signature, the length and the type); its CRC follows it.
  png.writeUInt32BE(20_000, 16)
  png.writeUInt32BE(20_000, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}
const b64 = (s: string) => Buffer.from(s).toString('base64')

/** A phone's photo: noise with the camera, its owner and the place it was taken in its EXIF. */
async function phonePhoto(width = 900, height = 600): Promise<Buffer> {
  return sharp(await noiseJpeg(width, height))
    .withExif({
      IFD0: { Make: 'Pear', Model: 'Phone 15', Artist: 'Moster Agda' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 4/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 7/1',
      },
    })
    .jpeg()
    .toBuffer()
}

describe.each(testDialects())("guests' photos on %s (issue 34)", (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount
  withTwoAccounts(dialect, (fixture) => {
    ;({ t, owner, stranger } = fixture)
  })

  const hostOf = (id: string) => `bilder-${id}.brollopssida.localhost:3000`
  const call = (
    app: TestApp['app'],
    method: 'GET' | 'POST' | 'PUT' | 'HEAD' | 'PATCH',
    url: string,
    options: {
      host?: string
      cookie?: string
      headers?: Record<string, string>
      payload?: unknown
      ip?: string
    } = {},
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: {
        host: options.host ?? APP_HOST,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.payload !== undefined ? { payload: options.payload as string } : {}),
    })

  async function publishedSite(): Promise<string> {
    const { _id } = await makeSite(t.app, owner)
    await t.services.sites.activate(_id, hostOf(_id).replace(':3000', ''), 12)
    return _id
  }

  async function create(
    siteId: string,
    length: number,
    meta = `filename ${b64('IMG_0001.JPG')},filetype ${b64('image/jpeg')}`,
    extra: { cookie?: string; ip?: string } = {},
  ) {
    return call(t.app, 'POST', `/api/sites/${siteId}/photos/uploads`, {
      host: hostOf(siteId),
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': meta },
      ...extra,
    })
  }

  const patch = (
    app: TestApp['app'],
    siteId: string,
    location: string,
    offset: number,
    bytes: Buffer,
    cookie?: string,
  ) =>
    call(app, 'PATCH', location, {
      host: hostOf(siteId),
      ...(cookie ? { cookie } : {}),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    })

  /** Sends a whole file in chunks; answers the tus location. */
  async function upload(siteId: string, file: Buffer, cookie?: string): Promise<string> {
    const created = await create(siteId, file.length, undefined, cookie ? { cookie } : {})
    expect(created.statusCode).toBe(201)
    const location = String(created.headers.location)
    for (let at = 0; at < file.length; at += CHUNK) {
      const res = await patch(t.app, siteId, location, at, file.subarray(at, at + CHUNK), cookie)
      expect(res.statusCode, res.body).toBe(204)
    }
    return location
  }

  const ownerList = async (siteId: string) => {
    const res = await call(t.app, 'GET', `/api/sites/${siteId}/photos`, { cookie: owner.cookie })
    expect(res.statusCode).toBe(200)
    return res.json()
  }
  const album = async (siteId: string, cookie?: string) =>
    call(t.app, 'GET', `/api/sites/${siteId}/photos/album`, {
      host: hostOf(siteId),
      ...(cookie ? { cookie } : {}),
    })

  it('resumes an interrupted upload, on a restarted server, to the same photo as an unbroken one', async () => {
    const siteId = await publishedSite()
    const file = await phonePhoto()
    // Unbroken, for comparison.
    await upload(siteId, file)
    const created = await create(siteId, file.length)
    const location = String(created.headers.location)
    expect(created.headers['tus-resumable']).toBe('1.0.0')
    expect((await patch(t.app, siteId, location, 0, file.subarray(0, CHUNK))).statusCode).toBe(204)
    // The line drops while the second chunk is on its way; the phone sends it again from a stale offset.
    expect((await patch(t.app, siteId, location, 0, file.subarray(0, CHUNK))).statusCode).toBe(409)

    // The server restarts: a new app on the same database and storage asks nothing of the old one.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.testDb.dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      JOBS_QUEUE: 'in-process',
    })
    const restarted = await buildApp({ config, db: t.testDb.db, logger: false })
    try {
      const head = await call(restarted.app, 'HEAD', location, {
        host: hostOf(siteId),
        headers: { 'tus-resumable': '1.0.0' },
      })
      expect(head.statusCode).toBe(200)
      expect(head.headers['upload-offset']).toBe(String(CHUNK))
      expect(head.headers['upload-length']).toBe(String(file.length))
      for (let at = CHUNK; at < file.length; at += CHUNK) {
        const res = await patch(restarted.app, siteId, location, at, file.subarray(at, at + CHUNK))
        expect(res.statusCode, res.body).toBe(204)
        expect(res.headers['upload-offset']).toBe(String(Math.min(file.length, at + CHUNK)))
      }
    } finally {
      await restarted.app.close()
    }
    const { photos } = await ownerList(siteId)
    expect(photos).toHaveLength(2)
    const [resumed, unbroken] = await Promise.all(
      photos.map((p: { fullUrl: string }) => call(t.app, 'GET', p.fullUrl, { cookie: owner.cookie })),
    )
    expect(resumed?.statusCode).toBe(200)
    expect(resumed?.rawPayload.equals(unbroken?.rawPayload ?? Buffer.alloc(0))).toBe(true)
    // The upload is done: asking again says so, and no bytes beyond its length are taken.
    const again = await call(t.app, 'HEAD', location, { host: hostOf(siteId) })
    expect(again.headers['upload-offset']).toBe(String(file.length))
  })

  it('strips the location, the camera and its owner from every stored size', async () => {
    const siteId = await publishedSite()
    const file = await phonePhoto(1800, 1200)
    const before = await sharp(file).metadata()
    expect(before.exif?.includes(Buffer.from('Moster Agda'))).toBe(true)
    await upload(siteId, file)
    const [photo] = (await ownerList(siteId)).photos
    expect(photo.width).toBe(1800)
    for (const url of [photo.fullUrl, photo.url, photo.thumbUrl]) {
      const res = await call(t.app, 'GET', url, { cookie: owner.cookie })
      expect(res.statusCode).toBe(200)
      const meta = await sharp(res.rawPayload).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.exif).toBeUndefined()
      expect(res.rawPayload.includes(Buffer.from('Moster Agda'))).toBe(false)
      expect(res.rawPayload.includes(Buffer.from('Pear'))).toBe(false)
    }
    // Neither the parts as sent nor the stored sizes are reachable as plain media files.
    const files = await t.services.media.list(`photos-${siteId}`)
    expect(files.length).toBe(3)
    const plain = await call(t.app, 'GET', `/media/u/photos-${siteId}/${files[0]}`, { cookie: owner.cookie })
    expect(plain.statusCode).toBe(404)
    expect(await t.services.media.list(`photos-${siteId}-parts`)).toEqual([])
  })

  it('shows guests only approved photos; the owner approves, hides and deletes, one or many', async () => {
    const siteId = await publishedSite()
    for (let i = 0; i < 3; i += 1) await upload(siteId, await noiseJpeg(300 + i, 200))
    const listed = await ownerList(siteId)
    expect(listed.photos.map((p: { state: string }) => p.state)).toEqual(['pending', 'pending', 'pending'])
    expect(listed.quotaBytes).toBe(20 * 1024 * 1024 * 1024)
    expect(listed.usedBytes).toBeGreaterThan(0)
    expect((await album(siteId)).json().photos).toEqual([])
    const [newest, middle, oldest] = listed.photos as { id: string; url: string }[]
    if (!newest || !middle || !oldest) throw new Error('three photos')
    expect((await call(t.app, 'GET', newest.url, { host: hostOf(siteId) })).statusCode).toBe(404)

    const moderate = (action: string, ids: string[], cookie = owner.cookie) =>
      call(t.app, 'POST', `/api/sites/${siteId}/photos/moderation`, { cookie, payload: { action, ids } })
    expect((await moderate('approve', [newest.id, middle.id], stranger.cookie)).statusCode).toBe(403)
    expect((await call(t.app, 'GET', `/api/sites/${siteId}/photos`, {})).statusCode).toBe(401)
    expect((await moderate('approve', [newest.id, middle.id])).json()).toEqual({ changed: 2 })
    expect((await album(siteId)).json().photos.map((p: { id: string }) => p.id)).toEqual([
      newest.id,
      middle.id,
    ])
    expect((await call(t.app, 'GET', newest.url, { host: hostOf(siteId) })).statusCode).toBe(200)
    await moderate('hide', [newest.id])
    expect((await album(siteId)).json().photos.map((p: { id: string }) => p.id)).toEqual([middle.id])
    expect((await call(t.app, 'GET', newest.url, { host: hostOf(siteId) })).statusCode).toBe(404)
    await moderate('delete', [middle.id, oldest.id])
    expect((await ownerList(siteId)).photos.map((p: { id: string }) => p.id)).toEqual([newest.id])

    // "Approve everything from now on" approves what waits and what comes.
    await upload(siteId, await noiseJpeg(310, 200))
    const on = await call(t.app, 'PUT', `/api/sites/${siteId}/photos/settings`, {
      cookie: owner.cookie,
      payload: { autoApprove: true },
    })
    expect(on.statusCode).toBe(200)
    await upload(siteId, await noiseJpeg(320, 200))
    const after = await ownerList(siteId)
    expect(after.autoApprove).toBe(true)
    expect(after.photos.map((p: { state: string }) => p.state)).toEqual(['approved', 'approved', 'hidden'])
  })

  it("keeps a protected site's photos and uploads behind its password", async () => {
    const siteId = await publishedSite()
    await call(t.app, 'PUT', `/api/sites/${siteId}/photos/settings`, {
      cookie: owner.cookie,
      payload: { autoApprove: true },
    })
    await upload(siteId, await noiseJpeg(300, 200))
    const res = await call(t.app, 'PUT', `/api/sites/${siteId}/password`, {
      cookie: owner.cookie,
      payload: { password: 'tårta' },
    })
    expect(res.statusCode).toBe(200)
    const [photo] = (await ownerList(siteId)).photos
    // Refused as protected media are: as if there were nothing, so a stranger learns nothing.
    expect((await album(siteId)).statusCode).toBe(404)
    expect((await call(t.app, 'GET', photo.url, { host: hostOf(siteId) })).statusCode).toBe(404)
    expect((await create(siteId, 1000)).statusCode).toBe(401)
    const login = await call(t.app, 'POST', `/api/sites/public/${siteId}/login`, {
      host: hostOf(siteId),
      payload: { password: 'tårta' },
    })
    const cookie = cookieFrom(login, login.cookies[0]?.name)
    expect((await album(siteId, cookie)).json().photos).toHaveLength(1)
    const file = await call(t.app, 'GET', photo.url, { host: hostOf(siteId), cookie })
    expect(file.statusCode).toBe(200)
    expect(file.headers['cache-control']).toMatch(/^private/)
    await upload(siteId, await noiseJpeg(300, 210), cookie)
    expect((await album(siteId, cookie)).json().photos).toHaveLength(2)
  })

  it('refuses what is not a photo or a video and files over the limits, with a clear message', async () => {
    const siteId = await publishedSite()
    const text = await create(siteId, 20, `filename ${b64('notes.pdf')},filetype ${b64('application/pdf')}`)
    expect(text.statusCode).toBe(415)
    expect(text.json().errorDescription.sv).toContain('inte en bild')
    // A video is taken now (photos-videos.test.ts); one that says it is a photo keeps a photo's limit.
    const big = await create(siteId, 81 * 1024 * 1024)
    expect(big.statusCode).toBe(413)
    expect(big.json().errorDescription.en).toContain('photo is too large')
    // A file that says it is a photo and is not: refused on its first bytes, and forgotten.
    const liar = await create(siteId, 100)
    const sent = await patch(t.app, siteId, String(liar.headers.location), 0, Buffer.alloc(100, 7))
    expect(sent.statusCode).toBe(415)
    expect(
      (await call(t.app, 'HEAD', String(liar.headers.location), { host: hostOf(siteId) })).statusCode,
    ).toBe(404)
    // A decompression bomb: a small PNG that claims 200 000 x 200 000 pixels.
    const bomb = await pixelBomb()
    const bombUpload = await create(siteId, bomb.length, `filetype ${b64('image/png')}`)
    let res = await patch(t.app, siteId, String(bombUpload.headers.location), 0, bomb.subarray(0, CHUNK))
    for (let at = CHUNK; at < bomb.length && res.statusCode === 204; at += CHUNK) {
      res = await patch(t.app, siteId, String(bombUpload.headers.location), at, bomb.subarray(at, at + CHUNK))
    }
    expect(res.statusCode).toBe(400)
    expect(res.json().errorDescription.en).toContain('too many pixels')
    expect((await ownerList(siteId)).photos).toEqual([])
  })
})

describe.each(testDialects())('the photo pages, the live stream and the zip on %s (issue 34)', (dialect) => {
  let t: TestApp, owner: TestAccount
  withTwoAccounts(dialect, (fixture) => {
    ;({ t, owner } = fixture)
  })
  const hostOf = (id: string) => `sida-${id}.brollopssida.localhost`

  async function site(): Promise<string> {
    const { _id } = await makeSite(t.app, owner)
    await t.services.sites.activate(_id, hostOf(_id), 12)
    return _id
  }

  it('serves the upload page as a plain form that works without a script', async () => {
    const siteId = await site()
    const page = await t.app.inject({ method: 'GET', url: '/sv/bilder', headers: { host: hostOf(siteId) } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h1>Dela dina bilder</h1>')
    expect(page.body).toContain(`action="/api/sites/${siteId}/photos/form?lang=sv"`)
    expect(page.body).toContain('enctype="multipart/form-data"')
    expect(
      (await t.app.inject({ method: 'GET', url: '/sv/nagot', headers: { host: hostOf(siteId) } })).statusCode,
    ).toBe(404)
    // Two photos and a text file posted by the plain form: the photos are taken, the text refused.
    const boundary = 'gransen'
    const part = (name: string, type: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ])
    const body = Buffer.concat([
      part('a.jpg', 'image/jpeg', await noiseJpeg(200, 150)),
      part('b.jpg', 'image/jpeg', await noiseJpeg(210, 150)),
      part('c.txt', 'text/plain', Buffer.from('inte en bild')),
      Buffer.from(`--${boundary}--\r\n`),
    ])
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/photos/form?lang=sv`,
      headers: {
        host: hostOf(siteId),
        origin: `http://${hostOf(siteId)}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    })
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe('/sv/bilder?skickade=2&fel=1')
    const after = await t.app.inject({
      method: 'GET',
      url: '/sv/bilder?skickade=2&fel=1',
      headers: { host: hostOf(siteId) },
    })
    expect(after.body).toContain('Tack! 2 bilder skickades.')
    expect(after.body).toContain('Kunde inte skickas: 1')
    expect((await t.services.photos.list(siteId)).length).toBe(2)
  })

  it('tells a live slideshow of a newly approved photo at once, and shows approved photos first', async () => {
    const siteId = await site()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const abort = new AbortController()
    try {
      const res = await fetch(`http://127.0.0.1:${address.port}/api/sites/${siteId}/photos/live`, {
        headers: { host: hostOf(siteId) },
        signal: abort.signal,
      })
      expect(res.headers.get('content-type')).toContain('text/event-stream')
      const reader = res.body?.getReader()
      if (!reader) throw new Error('no body')
      const decoder = new TextDecoder()
      let seen = decoder.decode((await reader.read()).value)
      expect(seen).toContain('retry:')
      await t.services.photos.setAutoApprove(siteId, true)
      const jpeg = await noiseJpeg(300, 200)
      const row = await t.services.photos.createUpload({
        siteId,
        guest: 'x',
        length: jpeg.length,
        fileName: 'a.jpg',
        contentType: 'image/jpeg',
      })
      await t.services.photos.appendBytes(siteId, row.id, 0, jpeg)
      while (!seen.includes('event: photos')) seen += decoder.decode((await reader.read()).value)
      expect(seen).toContain('event: photos')
    } finally {
      abort.abort()
    }
    const slideshow = await t.app.inject({
      method: 'GET',
      url: '/sv/bildspel',
      headers: { host: hostOf(siteId) },
    })
    expect(slideshow.statusCode).toBe(200)
    expect(slideshow.body).toMatch(/<img class="slide shown" src="\/api\/sites\/[^"]+\/large\.jpg"/)
    expect(slideshow.body).toContain('<svg')
    expect(slideshow.body).toContain(`${hostOf(siteId)}/sv/bilder`)
  })

  it('builds a zip of every photo by a job, streams it, and mails the owner', async () => {
    const siteId = await site()
    await t.services.photos.setAutoApprove(siteId, true)
    for (const name of ['IMG_1.JPG', 'IMG_1.JPG', 'IMG_2.HEIC']) {
      const jpeg = await noiseJpeg(300, 200)
      const row = await t.services.photos.createUpload({
        siteId,
        guest: 'x',
        length: jpeg.length,
        fileName: name,
        contentType: 'image/jpeg',
      })
      await t.services.photos.appendBytes(siteId, row.id, 0, jpeg)
    }
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/photos/zips`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    expect(started.statusCode).toBe(202)
    const zipId = started.json().id as string
    await vi.waitFor(
      async () => expect((await t.services.photoZips.find(siteId, zipId))?.state).toBe('ready'),
      {
        timeout: 20_000,
      },
    )
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/photos/zips/${zipId}`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(download.rawPayload))
    expect(Object.keys(files).sort()).toEqual(['IMG_1-2.jpg', 'IMG_1.jpg', 'IMG_2.jpg'])
    for (const data of Object.values(files))
      expect((await sharp(Buffer.from(data)).metadata()).exif).toBeUndefined()
    const mails = await t.testDb.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', owner.mail)
      .execute()
    expect(mails.some((m) => m.text_body.includes('alla 3 bilder'))).toBe(true)
  })
})

describe.each(testDialects())('photo limits on %s', (dialect) => {
  it('holds a site to its quota and a guest to their hourly number', async () => {
    const t = await createTestApp(
      dialect,
      {},
      { PHOTOS_QUOTA_BYTES: '100000', PHOTOS_PER_GUEST_PER_HOUR: '3' },
    )
    try {
      const { makeAccount } = await import('../test/factories.ts')
      const owner = await makeAccount(t.app)
      const { _id } = await makeSite(t.app, owner)
      const host = `kvot-${_id}.brollopssida.localhost`
      await t.services.sites.activate(_id, host, 12)
      const create = (length: number, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/sites/${_id}/photos/uploads`,
          remoteAddress: ip,
          headers: { host, 'tus-resumable': '1.0.0', 'upload-length': String(length) },
        })
      const over = await create(100_001, '10.1.1.1')
      expect(over.statusCode).toBe(413)
      expect(over.json().errorDescription.en).toContain("site's space for photos")
      // Uploads under way count against the quota as well as stored photos.
      expect((await create(60_000, '10.1.1.1')).statusCode).toBe(201)
      expect((await create(60_000, '10.1.1.2')).statusCode).toBe(413)
      expect((await create(100, '10.1.1.1')).statusCode).toBe(201)
      expect((await create(100, '10.1.1.1')).statusCode).toBe(201)
      const fourth = await create(100, '10.1.1.1')
      expect(fourth.statusCode).toBe(429)
      expect((await create(100, '10.1.1.3')).statusCode).toBe(201)
    } finally {
      await t.close()
    }
  })
})
