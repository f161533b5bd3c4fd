import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allBrandInfos } from '#domain/brands.ts'
import { formatKronor } from '#domain/commerce/money.ts'
import { priceOf } from '#domain/commerce/products.ts'
import { CARD_PRICE_ORE } from '#domain/prints/prices.ts'
import { SELLER_ENV } from '../test/seller-env.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const LANGUAGES = ['sv', 'en', 'da'] as const
const TITLES = {
  terms: { sv: 'Villkor för', en: 'Terms of', da: 'Vilkår for' },
  privacy: { sv: 'Integritetspolicy för', en: 'Privacy policy of', da: 'Privatlivspolitik for' },
} as const
const PATHS = { terms: '/villkor', privacy: '/integritetspolicy' } as const

/** Text as a reader sees it: tags gone, entities decoded (enough for these pages). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe.each(testDialects())('the terms and the privacy policy on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, SELLER_ENV)
  })
  afterAll(async () => t?.close())

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } })

  for (const kind of ['terms', 'privacy'] as const) {
    it(`${PATHS[kind]} answers every brand's own domain in sv, en and da, naming the brand and the seller`, async () => {
      for (const brand of allBrandInfos()) {
        for (const language of LANGUAGES) {
          const res = await get(`${PATHS[kind]}?lang=${language}`, brand.mainDomain)
          expect(res.statusCode, `${brand.mainDomain} ${language}`).toBe(200)
          expect(res.headers['content-type']).toContain('text/html')
          const html = res.body
          expect(html).toContain(`<html lang="${language}">`)
          expect(html).toMatch(/<title>[^<]+ – [^<]+<\/title>/)
          expect(html.match(/<main id="main"/g)).toHaveLength(1)
          expect(html).not.toContain('<script')
          const text = textOf(html)
          expect(text).toContain(`${TITLES[kind][language]} ${brand.siteName}`)
          for (const detail of Object.values(SELLER_ENV)) expect(text).toContain(detail)
          // Headings in order: one h1, then h2s only.
          const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]))
          expect(levels[0]).toBe(1)
          expect(levels.slice(1).every((l) => l === 2)).toBe(true)
        }
      }
    })
  }

  it('chooses the language as the landing page does: the Danish domain speaks Danish, the Swedish Swedish, the browser decides where the host does not', async () => {
    expect((await get('/villkor', 'voresbryllupsside.dk')).body).toContain('<html lang="da">')
    expect((await get('/villkor', 'brollopssida.se')).body).toContain('<html lang="sv">')
    const english = await get('/integritetspolicy', 'localhost:3000', {
      'accept-language': 'en-GB,en;q=0.9',
    })
    expect(english.body).toContain('<html lang="en">')
    expect(english.headers.vary).toContain('Accept-Language')
  })

  it('renders the prices from the catalogue for the brand, and links the pages to each other', async () => {
    const wedding = textOf((await get('/villkor?lang=sv', 'brollopssida.se')).body)
    expect(wedding).toContain(formatKronor(priceOf('subdomain', 'wedding').amountOre))
    expect(wedding).toContain(`${priceOf('subdomain', 'wedding').months} månader`)
    expect(wedding).toContain(formatKronor(CARD_PRICE_ORE))
    const party = textOf((await get('/villkor?lang=sv', 'festhemsida.se')).body)
    expect(party).toContain(formatKronor(priceOf('subdomain', 'party').amountOre))
    const privacy = (await get('/integritetspolicy?lang=en', 'eventsida.se')).body
    expect(privacy).toContain('href="/villkor?lang=en"')
    expect(privacy).toContain(`href="mailto:${SELLER_ENV.SELLER_MAIL}"`)
    for (const processor of ['Swish', 'Stripe', 'Gelato', 'Name.com']) expect(privacy).toContain(processor)
  })

  it('is no page of a customer site: /villkor on a site host is the site, not our terms', async () => {
    const res = await get('/villkor', 'nobody-here.brollopssida.se')
    expect(res.body).not.toContain(SELLER_ENV.SELLER_NAME)
  })
})
