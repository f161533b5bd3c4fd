import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makeSite, type TestAccount } from '../test/factories.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

// Test images are made here at run time; no binary fixtures in the repository.
const noise = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })

/** A 2000 x 1000 JPEG stored sideways (EXIF orientation 6) with a GPS position in its EXIF. */
const rotatedJpegWithGps = () =>
  noise(2000, 1000)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 20/1 0/1' } })
    .toBuffer()

/** A valid tiny PNG whose header claims 30000 x 30000 pixels (900 megapixels). */
async function pixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  )
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(30000, 16)
  png.writeUInt32BE(30000, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
  return png
}

function multipart(file: Buffer, filename = 'bild.jpg', contentType = 'image/jpeg', field = 'file') {
  const boundary = `----eventsite${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe.each(testDialects())('images API on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string
  withOwnedSite(dialect, (fixture) => {
    ;({ t, owner, stranger, siteId } = fixture)
  })

  const upload = (
    file: Buffer,
    cookie?: string,
    opts: { filename?: string; type?: string; site?: string } = {},
  ) => {
    const body = multipart(file, opts.filename, opts.type)
    return t.app.inject({
      method: 'POST',
      url: `/api/sites/${opts.site ?? siteId}/upload-image`,
      headers: { host: APP_HOST, ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    })
  }
  const crop = (payload: unknown, cookie?: string, site = siteId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/sites/${site}/crop-image/v2`,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    })
  const media = (path: string, fileName: string) =>
    t.app.inject({ method: 'GET', url: `${path}/${fileName}`, headers: { host: APP_HOST } })
  const stillUp = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    expect(res.statusCode).toBe(200)
  }

  it('stores an upright, metadata-free JPEG in every width with WebP beside it', async () => {
    const input = await rotatedJpegWithGps()
    const inMeta = await sharp(input).metadata()
    expect(inMeta.orientation).toBe(6)
    expect(inMeta.exif).toBeDefined()

    const res = await upload(input, owner.cookie, { filename: '../../etc/passwd.jpg' })
    expect(res.statusCode, res.body).toBe(200)
    const image = res.json()
    expect(Object.keys(image).sort()).toEqual(
      ['fileName', 'height', 'originalName', 'path', 'sizes', 'temporary', 'width'].sort(),
    )
    expect(image.path).toBe(`/media/u/${siteId}`)
    expect(image.temporary).toBe(false)
    // Orientation 6 turns the 2000 x 1000 stored pixels into a 1000 x 2000 upright picture.
    expect({ width: image.width, height: image.height }).toEqual({ width: 1000, height: 2000 })
    expect(image.sizes.map((s: { size: number }) => s.size)).toEqual([1000, 800, 600])
    expect(image.fileName).toBe(image.sizes[0].fileName)
    expect(image.fileName).toMatch(/^[0-9a-f]{24}-1000\.jpg$/)
    expect(image.originalName).toMatch(/^[0-9a-f]{24}-orig\.jpg$/)
    expect(image.fileName).not.toContain('passwd')

    for (const { fileName, size } of image.sizes) {
      for (const name of [fileName, fileName.replace(/\.jpg$/, '.webp')]) {
        const got = await media(image.path, name)
        expect(got.statusCode, name).toBe(200)
        const meta = await sharp(got.rawPayload).metadata()
        expect(meta.format).toBe(name.endsWith('.webp') ? 'webp' : 'jpeg')
        expect(meta.width).toBe(size)
        expect(meta.height).toBe(size * 2)
        expect(meta.exif, `${name} has EXIF`).toBeUndefined()
        expect(meta.orientation).toBeUndefined()
        expect(meta.xmp).toBeUndefined()
      }
    }
    const original = await media(image.path, image.originalName)
    expect(original.statusCode).toBe(200)
    const origMeta = await sharp(original.rawPayload).metadata()
    expect({ w: origMeta.width, h: origMeta.height, exif: origMeta.exif }).toEqual({
      w: 1000,
      h: 2000,
      exif: undefined,
    })
  })

  it('serves uploaded media with long-lived immutable cache headers', async () => {
    const image = (await upload(await noise(700, 400).jpeg().toBuffer(), owner.cookie)).json()
    const res = await media(image.path, image.fileName)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    const webp = await media(image.path, image.fileName.replace(/\.jpg$/, '.webp'))
    expect(webp.headers['content-type']).toBe('image/webp')
    expect((await media(image.path, 'nope.jpg')).statusCode).toBe(404)
  })

  it('makes 1600, 1200, 800 and 600 from a large image and never upscales a small one', async () => {
    const big = (await upload(await noise(3000, 2000).jpeg().toBuffer(), owner.cookie)).json()
    expect(big.sizes.map((s: { size: number }) => s.size)).toEqual([1600, 1200, 800, 600])
    expect(big.fileName).toMatch(/-1600\.jpg$/)
    expect({ w: big.width, h: big.height }).toEqual({ w: 3000, h: 2000 })
    const small = (await upload(await noise(300, 200).png().toBuffer(), owner.cookie)).json()
    expect(small.sizes).toEqual([{ fileName: small.fileName, size: 300 }])
    const got = await sharp((await media(small.path, small.fileName)).rawPayload).metadata()
    expect(got.width).toBe(300)
  })

  it('accepts PNG (with transparency), WebP, GIF (first frame) and AVIF', async () => {
    const inputs: [string, Buffer, string][] = [
      ['png', await noise(640, 480, 4).png().toBuffer(), 'image/png'],
      ['webp', await noise(640, 480).webp().toBuffer(), 'image/webp'],
      ['gif', await noise(640, 480).gif().toBuffer(), 'image/gif'],
      ['avif', await noise(640, 480).avif({ effort: 0 }).toBuffer(), 'image/avif'],
    ]
    const animated = await sharp(
      Buffer.concat([await noise(64, 48).raw().toBuffer(), await noise(64, 48).raw().toBuffer()]),
      { raw: { width: 64, height: 96, channels: 3, pageHeight: 48 } } as never,
    )
      .gif()
      .toBuffer()
    expect((await sharp(animated, { pages: -1 }).metadata()).pages).toBe(2)
    inputs.push(['animated gif', animated, 'image/gif'])
    for (const [name, buf, type] of inputs) {
      const res = await upload(buf, owner.cookie, { filename: `x.${name}`, type })
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200)
      const image = res.json()
      const expected = name === 'animated gif' ? { w: 64, h: 48 } : { w: 640, h: 480 }
      expect({ w: image.width, h: image.height }, name).toEqual(expected)
      const got = await media(image.path, image.fileName)
      expect((await sharp(got.rawPayload).metadata()).format).toBe('jpeg')
    }
  })

  it('refuses a text file, a truncated JPEG, a pixel bomb and an oversized file, and stays up', async () => {
    const text = await upload(Buffer.from('hello, this is not an image at all\n'.repeat(20)), owner.cookie, {
      filename: 'x.jpg',
    })
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ isErrorResponse: true })
    expect(text.json().errorDescription.en).toContain('JPEG, PNG, WebP, GIF or AVIF')
    await stillUp()

    const jpeg = await noise(1200, 900).jpeg({ quality: 95 }).toBuffer()
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), owner.cookie)
    expect(truncated.statusCode).toBe(400)
    expect(truncated.json().errorDescription.sv).toContain('skadad eller ofullständig')
    await stillUp()

    const bomb = await upload(await pixelBombPng(), owner.cookie, { type: 'image/png' })
    expect(bomb.statusCode).toBe(400)
    expect(bomb.json().errorDescription.en).toContain('too many pixels')
    await stillUp()

    const huge = Buffer.alloc(25 * 1024 * 1024, 0x41)
    jpeg.copy(huge, 0, 0, 1024)
    const tooBig = await upload(huge, owner.cookie)
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({ isErrorResponse: true })
    expect(tooBig.json().errorDescription.en).toContain('20 MB')
    await stillUp()

    const wrongField = multipart(jpeg, 'x.jpg', 'image/jpeg', 'other')
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/upload-image`,
      headers: { host: APP_HOST, cookie: owner.cookie, ...wrongField.headers },
      payload: wrongField.payload,
    })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().errorDescription.en).toContain('No image was sent')
    await stillUp()

    // A multipart body cut off before its closing boundary.
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/upload-image`,
      headers: { host: APP_HOST, cookie: owner.cookie, ...wrongField.headers },
      payload: multipart(jpeg).payload.subarray(0, 500),
    })
    expect(cut.statusCode).toBe(400)
    expect(cut.json().isErrorResponse).toBe(true)
    await stillUp()
  }, 60_000)

  it('answers 401 to anonymous and 403 to a stranger for upload and crop', async () => {
    const jpeg = await noise(700, 400).jpeg().toBuffer()
    const image = (await upload(jpeg, owner.cookie)).json()
    const body = {
      originalName: image.originalName,
      sourceImageUrl: `${image.path}/${image.originalName}`,
      crop: { x: 0, y: 0, width: 100, height: 100 },
    }
    const anonUpload = await upload(jpeg)
    expect(anonUpload.statusCode).toBe(401)
    expect(anonUpload.json().isErrorResponse).toBe(true)
    const strangerUpload = await upload(jpeg, stranger.cookie)
    expect(strangerUpload.statusCode).toBe(403)
    expect(strangerUpload.json().errorDescription.sv).toContain('behörighet')
    expect((await crop(body)).statusCode).toBe(401)
    expect((await crop(body, stranger.cookie)).statusCode).toBe(403)
    expect((await upload(jpeg, owner.cookie, { site: '000000000000000000000000' })).statusCode).toBe(404)
  })

  it('crops from the original, clamps to the image and keeps the image before the edit for undo', async () => {
    const image = (await upload(await noise(2000, 1500).jpeg().toBuffer(), owner.cookie)).json()
    const res = await crop(
      {
        originalName: image.originalName,
        sourceImageUrl: `http://${APP_HOST}${image.path}/${image.fileName}`,
        crop: { x: 500.4, y: 1000, width: 5000, height: 5000 },
      },
      owner.cookie,
    )
    expect(res.statusCode, res.body).toBe(200)
    const cropped = res.json()
    expect({ w: cropped.width, h: cropped.height }).toEqual({ w: 1500, h: 500 })
    expect(cropped.path).toBe(image.path)
    expect(cropped.originalName).toBe(image.originalName)
    expect(cropped.sizes.map((s: { size: number }) => s.size)).toEqual([1500, 1200, 800, 600])
    expect(cropped.fileName).not.toBe(image.fileName)
    expect(cropped.imageBeforeEdit).toEqual({
      path: image.path,
      fileName: image.fileName,
      sizes: image.sizes,
    })
    const got = await sharp((await media(cropped.path, cropped.fileName)).rawPayload).metadata()
    expect({ w: got.width, h: got.height }).toEqual({ w: 1500, h: 500 })

    // Cropping the cropped image again starts from the original, addressed by originalName.
    const again = await crop(
      {
        originalName: cropped.originalName,
        sourceImageUrl: `${cropped.path}/${cropped.fileName}`,
        crop: { x: 0, y: 0, width: 2000, height: 1500 },
      },
      owner.cookie,
    )
    expect(again.statusCode, again.body).toBe(200)
    expect({ w: again.json().width, h: again.json().height }).toEqual({ w: 2000, h: 1500 })
    expect(again.json().imageBeforeEdit).toEqual({
      path: cropped.path,
      fileName: cropped.fileName,
      sizes: cropped.sizes,
    })

    // The original itself may be the source.
    const fromOriginal = await crop(
      {
        sourceImageUrl: `${image.path}/${image.originalName}`,
        crop: { x: 10, y: 10, width: 100, height: 50 },
      },
      owner.cookie,
    )
    expect(fromOriginal.statusCode, fromOriginal.body).toBe(200)
    expect({ w: fromOriginal.json().width, h: fromOriginal.json().height }).toEqual({ w: 100, h: 50 })
    expect(fromOriginal.json().imageBeforeEdit.fileName).toBe(image.fileName)
  })

  it('refuses a crop with no area and a source outside the site', async () => {
    const image = (await upload(await noise(800, 600).jpeg().toBuffer(), owner.cookie)).json()
    const src = `${image.path}/${image.originalName}`
    for (const area of [
      { x: 0, y: 0, width: 0, height: 100 },
      { x: 0, y: 0, width: 100, height: 0 },
      { x: 800, y: 0, width: 100, height: 100 },
      { x: 0, y: 700, width: 100, height: 100 },
    ]) {
      const res = await crop(
        { originalName: image.originalName, sourceImageUrl: src, crop: area },
        owner.cookie,
      )
      expect(res.statusCode, JSON.stringify(area)).toBe(400)
      expect(res.json().errorDescription.en).toContain('Select an area')
    }

    const otherSite = (await makeSite(t.app, owner))._id
    const otherImage = (
      await upload(await noise(800, 600).jpeg().toBuffer(), owner.cookie, { site: otherSite })
    ).json()
    const area = { x: 0, y: 0, width: 100, height: 100 }
    for (const sourceImageUrl of [
      `${otherImage.path}/${otherImage.originalName}`,
      `${image.path}/../${otherSite}/${otherImage.originalName}`,
      `/media/demo/${image.originalName}`,
      `${image.path}/${image.originalName.replace(/^[0-9a-f]{4}/, '0000')}`,
      'file:///etc/passwd',
    ]) {
      const res = await crop({ originalName: image.originalName, sourceImageUrl, crop: area }, owner.cookie)
      expect(res.statusCode, sourceImageUrl).toBe(400)
      expect(res.json().errorDescription.en).toContain("not one of this site's images")
    }
    const foreignOriginal = await crop(
      {
        originalName: otherImage.originalName,
        sourceImageUrl: `${image.path}/${image.fileName}`,
        crop: area,
      },
      owner.cookie,
    )
    expect(foreignOriginal.statusCode).toBe(400)
    expect((await crop({ sourceImageUrl: src }, owner.cookie)).statusCode).toBe(400)
  })
})
