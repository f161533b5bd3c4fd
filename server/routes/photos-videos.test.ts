import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { privateTags } from '../test/exiftool.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { box } from '../test/iso-boxes.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url))
/** A phone's HEIC photo (320 x 240) with the place, the camera and its owner in its EXIF. */
const HEIC = fixture('phone.heic')
/** A one-second MP4 from ffmpeg with the place in moov/udta (©xyz) and moov/meta (keys). */
const MP4 = fixture('phone.mp4')
const GPS_TEXT = Buffer.from('+59.3293+018.0686')
const b64 = (s: string) => Buffer.from(s).toString('base64')
const MB = 1024 * 1024

/** The boxes of an ISO BMFF file, top level and inside moov and trak: type, start and size. */
function boxes(file: Buffer, from = 0, end = file.length): { type: string; at: number; size: number }[] {
  const out: { type: string; at: number; size: number }[] = []
  for (let at = from; at + 8 <= end; ) {
    const size = file.readUInt32BE(at) || end - at
    const type = file.toString('latin1', at + 4, at + 8)
    out.push({ type, at, size })
    if (type === 'moov' || type === 'trak') out.push(...boxes(file, at + 8, at + size))
    at += size
  }
  return out
}

describe.each(testDialects())('HEIC photos and videos on %s (issue 34)', (dialect) => {
  let t: TestApp, owner: TestAccount
  withTwoAccounts(dialect, (f) => {
    ;({ t, owner } = f)
  })
  const hostOf = (id: string) => `film-${id}.brollopssida.localhost`
  const call = (
    method: 'GET' | 'POST' | 'HEAD' | 'PATCH',
    url: string,
    options: { host?: string; cookie?: string; headers?: Record<string, string>; payload?: Buffer } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: '10.0.0.9',
      headers: {
        host: options.host ?? APP_HOST,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.payload ? { payload: options.payload } : {}),
    })

  async function site(): Promise<string> {
    const { _id } = await makeSite(t.app, owner)
    await t.services.sites.activate(_id, hostOf(_id), 12)
    return _id
  }
  const create = (siteId: string, length: number, name: string, type: string) =>
    call('POST', `/api/sites/${siteId}/photos/uploads`, {
      host: hostOf(siteId),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': `filename ${b64(name)},filetype ${b64(type)}`,
      },
    })
  const patch = (siteId: string, location: string, offset: number, bytes: Buffer) =>
    call('PATCH', location, {
      host: hostOf(siteId),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    })
  async function upload(siteId: string, file: Buffer, name: string, type: string, chunk = 1000) {
    const created = await create(siteId, file.length, name, type)
    expect(created.statusCode, created.body).toBe(201)
    const location = String(created.headers.location)
    let last = created
    for (let at = 0; at < file.length; at += chunk) {
      last = await patch(siteId, location, at, file.subarray(at, at + chunk))
      if (last.statusCode !== 204) return last
    }
    return last
  }
  const ownerList = async (siteId: string) =>
    (await call('GET', `/api/sites/${siteId}/photos`, { cookie: owner.cookie })).json()

  it('decodes a HEIC photo into JPEG sizes without its location, camera or owner', async () => {
    expect(privateTags(HEIC) ?? ['GPS:GPSLatitude']).toContain('GPS:GPSLatitude')
    const siteId = await site()
    const res = await upload(siteId, HEIC, 'IMG_0001.HEIC', 'image/heic')
    expect(res.statusCode, res.body).toBe(204)
    const [photo] = (await ownerList(siteId)).photos
    expect(photo).toMatchObject({ kind: 'photo', width: 320, height: 240 })
    for (const url of [photo.fullUrl, photo.url, photo.thumbUrl]) {
      const file = await call('GET', url, { cookie: owner.cookie })
      expect(file.statusCode).toBe(200)
      const meta = await sharp(file.rawPayload).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.exif).toBeUndefined()
      expect(file.rawPayload.includes(Buffer.from('Moster Agda'))).toBe(false)
      expect(privateTags(file.rawPayload) ?? []).toEqual([])
    }
    // The picture survived: the gradient is red at the top and blue at the bottom.
    const full = await call('GET', photo.fullUrl, { cookie: owner.cookie })
    const { data } = await sharp(full.rawPayload)
      .resize(1, 2, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(data[2] ?? 255)
    expect(data[5]).toBeGreaterThan(data[3] ?? 255)
  })

  it('refuses a HEIC whose header claims too many pixels before decoding it', async () => {
    const siteId = await site()
    const bomb = Buffer.from(HEIC)
    // ispe: size, 'ispe', version and flags, then width and height.
    const ispe = bomb.indexOf(Buffer.from('ispe'))
    bomb.writeUInt32BE(20_000, ispe + 8)
    bomb.writeUInt32BE(20_000, ispe + 12)
    const res = await upload(siteId, bomb, 'bomb.heic', 'image/heic')
    expect(res.statusCode).toBe(400)
    expect(res.json().errorDescription.en).toContain('too many pixels')
    // A HEIC that libheif cannot read is told as such.
    const broken = Buffer.concat([HEIC.subarray(0, 40), Buffer.alloc(400, 9)])
    const refused = await upload(siteId, broken, 'trasig.heic', 'image/heic')
    expect(refused.statusCode).toBe(415)
    expect(refused.json().errorDescription.sv).toContain('HEIC')
    expect((await ownerList(siteId)).photos).toEqual([])
  })

  it('stores a video sent in pieces, interrupted and resumed, once, blanked of its location and served by Range', async () => {
    expect(privateTags(MP4) ?? ['Keys:Location']).toContain('Keys:Location')
    const siteId = await site()
    const created = await create(siteId, MP4.length, 'IMG_0002.MP4', 'video/mp4')
    const location = String(created.headers.location)
    expect((await patch(siteId, location, 0, MP4.subarray(0, 1000))).statusCode).toBe(204)
    // The line drops; the phone sends the first piece again, is told where the upload is, and goes on.
    expect((await patch(siteId, location, 0, MP4.subarray(0, 1000))).statusCode).toBe(409)
    const head = await call('HEAD', location, { host: hostOf(siteId), headers: { 'tus-resumable': '1.0.0' } })
    expect(head.headers['upload-offset']).toBe('1000')
    for (let at = 1000; at < MP4.length; at += 700) {
      expect((await patch(siteId, location, at, MP4.subarray(at, at + 700))).statusCode).toBe(204)
    }
    const listed = await ownerList(siteId)
    expect(listed.photos).toHaveLength(1)
    const [video] = listed.photos
    expect(video).toMatchObject({ kind: 'video', width: 64, height: 64, bytes: MP4.length })
    expect(listed.usedBytes).toBe(MP4.length)
    expect(await t.services.media.list(`photos-${siteId}`)).toEqual([`${video.id}-video.mp4`])
    expect(await t.services.media.list(`photos-${siteId}-parts`)).toEqual([])

    const stored = await call('GET', video.url, { cookie: owner.cookie })
    expect(stored.statusCode).toBe(200)
    expect(stored.headers['content-type']).toBe('video/mp4')
    expect(stored.headers['accept-ranges']).toBe('bytes')
    const out = stored.rawPayload
    expect(out.length).toBe(MP4.length)
    expect(out.includes(GPS_TEXT)).toBe(false)
    expect(privateTags(out) ?? []).toEqual([])
    // Byte-identical except inside the boxes made `free`: where the metadata was (ffmpeg's keys
    // live in moov/udta/meta, so the udta holds them all).
    const freed = boxes(out).filter(
      (b) => b.type === 'free' && MP4.toString('latin1', b.at + 4, b.at + 8) !== 'free',
    )
    expect(freed.map((b) => MP4.toString('latin1', b.at + 4, b.at + 8))).toEqual(['udta'])
    for (let i = 0; i < out.length; i += 1) {
      if (out[i] !== MP4[i]) expect(freed.some((b) => i >= b.at + 4 && i < b.at + b.size)).toBe(true)
    }
    // A phone seeking: the bytes it asks for, and a range past the end refused.
    const part = await call('GET', video.url, { cookie: owner.cookie, headers: { range: 'bytes=100-199' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`)
    expect(part.rawPayload.equals(out.subarray(100, 200))).toBe(true)
    const past = await call('GET', video.url, {
      cookie: owner.cookie,
      headers: { range: `bytes=${MP4.length}-` },
    })
    expect(past.statusCode).toBe(416)
    // Guests see it only once approved.
    expect((await call('GET', video.url, { host: hostOf(siteId) })).statusCode).toBe(404)
    await t.services.photos.moderate(siteId, 'approve', [video.id])
    const album = (await call('GET', `/api/sites/${siteId}/photos/album`, { host: hostOf(siteId) })).json()
    expect(album.photos).toEqual([expect.objectContaining({ kind: 'video', url: video.url })])
    expect((await call('GET', video.url, { host: hostOf(siteId) })).statusCode).toBe(200)

    // The zip holds the stripped video as stored.
    await t.services.photos.setAutoApprove(siteId, true)
    const zip = await t.services.photoZips.start(siteId, owner.mail)
    await vi.waitFor(
      async () => expect((await t.services.photoZips.find(siteId, zip.id))?.state).toBe('ready'),
      {
        timeout: 20_000,
      },
    )
    const download = await call('GET', `/api/sites/${siteId}/photos/zips/${zip.id}`, { cookie: owner.cookie })
    const files = unzipSync(new Uint8Array(download.rawPayload))
    expect(Object.keys(files)).toEqual(['IMG_0002.mp4'])
    expect(Buffer.from(files['IMG_0002.mp4'] ?? new Uint8Array()).equals(out)).toBe(true)

    // Deleting it removes its file.
    await t.services.photos.moderate(siteId, 'delete', [video.id])
    expect(await t.services.media.list(`photos-${siteId}`)).toEqual([])
  })

  it('refuses a video over 500 MB when it is declared, and one whose boxes cannot be read', async () => {
    const siteId = await site()
    const big = await create(siteId, 501 * MB, 'lang.mov', 'video/quicktime')
    expect(big.statusCode).toBe(413)
    expect(big.json().errorDescription).toEqual({
      sv: 'Filmen är för stor. Den får vara högst 500 MB. Korta den i telefonen och försök igen.',
      en: 'The video is too large. It may be at most 500 MB. Trim it on the phone and try again.',
      da: 'Videoen er for stor. Den må højst være 500 MB. Gør den kortere på telefonen og prøv igen.',
    })
    // A photo keeps its own limit, even without a declared type once its first bytes tell.
    expect((await create(siteId, 81 * MB, 'stor.jpg', 'image/jpeg')).statusCode).toBe(413)
    // Without a declared type a file may be a video; its first bytes show a photo, which is too big.
    const untyped = await call('POST', `/api/sites/${siteId}/photos/uploads`, {
      host: hostOf(siteId),
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(81 * MB) },
    })
    expect(untyped.statusCode).toBe(201)
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])
    const tooBig = await patch(siteId, String(untyped.headers.location), 0, jpegStart)
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().errorDescription.en).toContain('photo is too large')
    // Sound in an MP4 box: its one track has no picture.
    const sound = Buffer.concat([
      box('ftyp', Buffer.from('M4A \0\0\0\0M4A isom', 'latin1')),
      box('mdat', Buffer.alloc(500, 5)),
      box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(76)))),
    ])
    const audio = await upload(siteId, sound, 'ljud.m4a', 'video/mp4')
    expect(audio.statusCode).toBe(415)
    const cut = await upload(siteId, MP4.subarray(0, MP4.length - 50), 'avbruten.mp4', 'video/mp4')
    expect(cut.statusCode).toBe(415)
    expect(cut.json().errorDescription.en).toContain('video could not be read')
    expect(await t.services.media.list(`photos-${siteId}`)).toEqual([])
    expect((await ownerList(siteId)).photos).toEqual([])
  })
})

describe.each(testDialects())('videos in the quota on %s', (dialect) => {
  it("counts a site's videos in its quota", async () => {
    const t = await createTestApp(dialect, {}, { PHOTOS_QUOTA_BYTES: String(MP4.length * 2 + 100) })
    try {
      const owner = await makeAccount(t.app)
      const { _id } = await makeSite(t.app, owner)
      const host = `kvot-${_id}.brollopssida.localhost`
      await t.services.sites.activate(_id, host, 12)
      for (let i = 0; i < 2; i += 1) {
        const row = await t.services.photos.createUpload({
          siteId: _id,
          guest: 'g',
          length: MP4.length,
          fileName: `v${i}.mp4`,
          contentType: 'video/mp4',
        })
        await t.services.photos.appendBytes(_id, row.id, 0, MP4)
      }
      expect(await t.services.photos.usedBytes(_id)).toBe(MP4.length * 2)
      const over = await t.app.inject({
        method: 'POST',
        url: `/api/sites/${_id}/photos/uploads`,
        remoteAddress: '10.2.2.2',
        headers: { host, 'tus-resumable': '1.0.0', 'upload-length': '101' },
      })
      expect(over.statusCode).toBe(413)
      expect(over.json().errorDescription.en).toContain("site's space for photos")
    } finally {
      await t.close()
    }
  })
})
