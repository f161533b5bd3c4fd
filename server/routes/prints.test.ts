import { describe, expect, it } from 'vitest'
import { makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { multipartFile, noiseJpeg } from '../test/images.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { call, makePrint, makePrintContent } from '../test/prints-kit.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('prints API on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string
  withOwnedSite(dialect, (fixture) => {
    ;({ t, owner, stranger, siteId } = fixture)
  })

  it('creates a print for the owner, reads it back and lists it for the site', async () => {
    const created = await call(t, 'POST', '/api/prints/', owner.cookie, {
      ...makePrintContent(),
      site: siteId,
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    const got = await call(t, 'GET', `/api/prints/${id}`, owner.cookie)
    expect(got.statusCode).toBe(200)
    const print = got.json()
    expect(print).toMatchObject({ _id: id, site: siteId, layout: 'GENESIS', trim: 'none' })
    expect(print.content[1].properties.text).toBe('Lisa\n&\nJohan')
    expect(JSON.stringify(print)).not.toMatch(/server_?access/i)
    const list = await call(t, 'GET', `/api/sites/${siteId}/prints/`, owner.cookie)
    expect(list.statusCode).toBe(200)
    expect(list.json().prints.map((p: { _id: string }) => p._id)).toContain(id)
  })

  it('updates the card and answers what a read answers; a body naming another site moves nothing', async () => {
    const id = await makePrint(t, owner.cookie, siteId)
    const other = (await makeSite(t.app, owner))._id
    const body = { ...makePrintContent({ layout: 'PHOTO_CLEAN', trim: 'rounded' }), site: other }
    const saved = await call(t, 'PUT', `/api/prints/${id}`, owner.cookie, body)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ _id: id, site: siteId, layout: 'PHOTO_CLEAN', trim: 'rounded' })
    const got = await call(t, 'GET', `/api/prints/${id}`, owner.cookie)
    expect(got.json()).toEqual(saved.json())
  })

  it('answers 401 to anonymous callers, 403 to a stranger and 404 for an unknown print', async () => {
    const id = await makePrint(t, owner.cookie, siteId)
    for (const [method, url, payload] of [
      ['GET', `/api/prints/${id}`, undefined],
      ['PUT', `/api/prints/${id}`, makePrintContent()],
      ['GET', `/api/sites/${siteId}/prints/`, undefined],
      ['POST', '/api/prints/', { ...makePrintContent(), site: siteId }],
    ] as const) {
      expect((await call(t, method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401)
      const refused = await call(t, method, url, stranger.cookie, payload)
      expect(refused.statusCode, `${method} ${url}`).toBe(403)
      expect(refused.json().isErrorResponse).toBe(true)
    }
    expect((await call(t, 'POST', '/api/prints/', undefined, { layout: 'POSTER' })).statusCode).toBe(401)
    const unknown = await call(t, 'GET', '/api/prints/000000000000000000000000', owner.cookie)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errorDescription.sv).toBe('Trycket finns inte.')
    expect((await call(t, 'GET', '/api/prints/000000000000000000000000')).statusCode).toBe(401)
  })

  it('refuses a malformed card with 400 naming the field', async () => {
    const bad = [
      { ...makePrintContent(), layout: 'POSTER', site: siteId },
      { ...makePrintContent(), trim: 'star', site: siteId },
      {
        ...makePrintContent(),
        content: [{ id: 'x', page: 3, position: 'names', contentType: 'text', properties: { text: 'a' } }],
        site: siteId,
      },
      {
        ...makePrintContent({
          content: [
            {
              id: 'x',
              page: 1,
              position: 'names',
              contentType: 'text',
              properties: { text: 'a'.repeat(1001) },
            },
          ],
        }),
        site: siteId,
      },
      makePrintContent(),
    ]
    for (const body of bad) {
      const res = await call(t, 'POST', '/api/prints/', owner.cookie, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.json().isErrorResponse).toBe(true)
      expect(Object.keys(res.json().fields ?? {})).not.toHaveLength(0)
    }
  })

  it('uploads and crops a print image into the site', async () => {
    const id = await makePrint(t, owner.cookie, siteId)
    const body = multipartFile(await noiseJpeg(1200, 900))
    const url = `/api/prints/${id}/image-upload`
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: APP_HOST, cookie: stranger.cookie, ...body.headers },
      payload: body.payload,
    })
    expect(refused.statusCode).toBe(403)
    const uploaded = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: APP_HOST, cookie: owner.cookie, ...body.headers },
      payload: body.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const image = uploaded.json()
    expect(image).toMatchObject({ temporary: false })
    expect(image.path).toContain(siteId)
    expect(image.sizes.length).toBeGreaterThan(0)
    const crop = {
      originalName: image.originalName,
      sourceImageUrl: `${image.path}/${image.fileName}`,
      x: 100,
      y: 50,
      width: 460,
      height: 635,
    }
    const cropped = await call(t, 'PUT', `/api/prints/${id}/image-crop`, owner.cookie, crop)
    expect(cropped.statusCode, cropped.body).toBe(200)
    expect(cropped.json()).toMatchObject({ originalName: image.originalName })
    expect(cropped.json().imageBeforeEdit.fileName).toBe(image.fileName)
    expect(
      (await call(t, 'PUT', `/api/prints/${id}/image-crop`, owner.cookie, { ...crop, width: 0 })).statusCode,
    ).toBe(400)
    const notImage = multipartFile(Buffer.from('not an image'))
    const refusedFile = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: APP_HOST, cookie: owner.cookie, ...notImage.headers },
      payload: notImage.payload,
    })
    expect(refusedFile.statusCode).toBe(415)
  })

  it('gives the renderer the print and its site only with the secret server access key', async () => {
    const id = await makePrint(t, owner.cookie, siteId)
    const path = await t.services.prints.printPdfPath(id)
    const key = decodeURIComponent(path?.split('/').at(-1) ?? '')
    expect(key.length).toBeGreaterThanOrEqual(40)
    const ok = await call(t, 'GET', `/api/prints/${id}/serverAccess/${encodeURIComponent(key)}`)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().print).toMatchObject({ _id: id, layout: 'GENESIS' })
    expect(ok.json().site).toMatchObject({ _id: siteId })
    expect(ok.json().site).not.toHaveProperty('password')
    const wrong = await call(t, 'GET', `/api/prints/${id}/serverAccess/${'A'.repeat(key.length)}`)
    expect(wrong.statusCode).toBe(404)
    const other = await makePrint(t, owner.cookie, siteId)
    expect(
      (await call(t, 'GET', `/api/prints/${other}/serverAccess/${encodeURIComponent(key)}`)).statusCode,
    ).toBe(404)
  })

  it('offers cards for wedding sites only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sites/V2',
      headers: { host: 'festhemsida.localhost:3000', cookie: owner.cookie },
      payload: { site: makeSiteContent(), wizardData: null },
    })
    expect(res.statusCode, res.body).toBe(201)
    const party = res.json().site._id
    const refused = await call(t, 'POST', '/api/prints/', owner.cookie, {
      ...makePrintContent(),
      site: party,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorDescription.en).toBe('Invitation cards are offered for wedding sites.')
  })
})
