import { describe, expect, it } from 'vitest'
import { makeSite, type TestAccount } from '../test/factories.ts'
import { noiseJpeg, uploadImage } from '../test/images.ts'
import { withAccount } from '../test/owned-site.ts'
import { call, makePrintContent } from '../test/prints-kit.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const DAY_AND_AN_HOUR = 25 * 60 * 60 * 1000

describe.each(testDialects())('quick-start photos on a card on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  withAccount(dialect, (fixture) => {
    ;({ t, owner } = fixture)
  })

  it('keeps a photo uploaded in quick start once a saved card uses it; an unused one is cleaned up', async () => {
    const siteId = (await makeSite(t.app, owner))._id
    const onCard = (await uploadImage(t.app, 'quick-start', await noiseJpeg(900, 700))).json()
    const unused = (await uploadImage(t.app, 'quick-start', await noiseJpeg(600, 400))).json()
    const content = makePrintContent()
    const created = await call(t, 'POST', '/api/prints/', owner.cookie, {
      ...content,
      content: [
        ...content.content,
        { id: 'photo', page: 1, position: 'primaryImage', contentType: 'image', properties: onCard },
      ],
      site: siteId,
    })
    expect(created.statusCode, created.body).toBe(201)

    const removed = await t.services.uploads.removeExpiredTemporaryImages(
      new Date(Date.now() + DAY_AND_AN_HOUR),
    )
    expect(removed.images).toBe(1)
    const media = (image: { path: string; fileName: string }) =>
      t.app.inject({ method: 'GET', url: `${image.path}/${image.fileName}`, headers: { host: APP_HOST } })
    expect((await media(onCard)).statusCode).toBe(200)
    expect((await media(unused)).statusCode).toBe(404)
  })
})
