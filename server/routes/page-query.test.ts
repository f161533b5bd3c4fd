import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeHtml } from '#domain/escape-html.ts'
import { fillSearch, pageBytes, SEARCH_HOLE } from '../ssr/page-query.ts'
import { makeAccount, makeSite } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/**
 * Query strings the page does not read (tracking parameters) give the same page, cached once; its
 * language links still carry the request's whole query (spec 002).
 */
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

  /** The page with this request's query taken out of its links and its page data again. */
  const withoutQuery = (body: string, query: string) =>
    body
      .replaceAll(escapeHtml(query), '')
      .replaceAll(JSON.stringify(query).slice(1, -1).replaceAll('&', '\\u0026'), '')

  it('renders one page for tracking or unknown parameters, whose language links keep the query', async () => {
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
      expect(tracked.body, query).toContain(`href="/en${escapeHtml(query)}"`)
      expect(withoutQuery(tracked.body, query), query).toBe(plain.body)
    }
  })

  it('keeps a parameter the page reads (domainHost) with the rest of the query in its language links', async () => {
    const site = host.replace(':3000', '')
    const res = await get(`/sv?utm_source=qr&domainHost=${site}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`href="/en?utm_source=qr&amp;domainHost=${site}"`)
    expect(res.body).not.toContain(SEARCH_HOLE)
  })
})

describe('fillSearch', () => {
  const page = (search: string) =>
    `<a href="/en${search}">EN</a><script id="page-input" type="application/json">{"search":"${search}"}</script>`

  it('escapes the query for the markup and for the page data', () => {
    const filled = fillSearch(page(SEARCH_HOLE), '?a="><img src=x>&b=1')
    expect(filled).toContain('href="/en?a=&quot;&gt;&lt;img src=x&gt;&amp;b=1"')
    const data = filled.slice(filled.indexOf('{'), filled.lastIndexOf('}') + 1)
    expect(data).not.toMatch(/[<>]/)
    expect(JSON.parse(data)).toEqual({ search: '?a="><img src=x>&b=1' })
  })

  it('leaves a page without the hole as it is', () => {
    expect(fillSearch(page(''), '?x=1')).toBe(page(''))
  })

  it('puts a query with $ patterns in as it is', () => {
    expect(fillSearch(page(SEARCH_HOLE), "?q=$&$'$1")).toContain('href="/en?q=$&amp;$&#39;$1"')
  })

  it('keeps the filled page and its bytes for the same page and query, and fills anew for another query', () => {
    const cached = page(SEARCH_HOLE)
    const first = fillSearch(cached, '?a=1')
    expect(fillSearch(cached, '?a=1')).toBe(first)
    expect(pageBytes(first)).toBe(pageBytes(first))
    expect(pageBytes(first).toString('utf8')).toBe(first)
    const other = fillSearch(cached, '?b=2')
    expect(other).toContain('href="/en?b=2"')
    expect(pageBytes(other).toString('utf8')).toBe(other)
  })
})
