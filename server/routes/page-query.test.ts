import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeSite } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** Query strings the page does not read (tracking parameters) give the same page, cached once. */
describe.each(testDialects())('public page query strings on %s', (dialect) => {
  let t: TestApp
  const host = `query-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    const owner = await makeAccount(t.app)
    const site = await makeSite(t.app, owner, {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    })
    await t.services.sites.activate(site._id, host.replace(':3000', ''), 12)
  })
  afterAll(async () => t?.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host } })

  it('renders the same bytes with and without tracking or unknown parameters', async () => {
    const plain = await get('/sv')
    expect(plain.statusCode).toBe(200)
    for (const query of [
      '?utm_source=qr&utm_medium=print',
      '?fbclid=IwAR0abc',
      '?gclid=Cj0KCQ&msclkid=9',
      '?x=1&utm_campaign=spring',
    ]) {
      const tracked = await get(`/sv${query}`)
      expect(tracked.statusCode).toBe(200)
      expect(tracked.body, query).toBe(plain.body)
    }
  })

  it('keeps a parameter the page reads (domainHost) in its language links', async () => {
    const res = await get(`/sv?utm_source=qr&domainHost=${host.replace(':3000', '')}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`href="/en?domainHost=${host.replace(':3000', '')}"`)
    expect(res.body).not.toContain('utm_source')
  })
})
