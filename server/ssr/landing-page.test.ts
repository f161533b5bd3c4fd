import { describe, expect, it } from 'vitest'
import { brandInfo } from '#domain/brands.ts'
import { formatKronor } from '#domain/commerce/money.ts'
import { priceOf } from '#domain/commerce/products.ts'
import da from '#web/i18n/da.json'
import sv from '#web/i18n/sv.json'
import { withLandingPage } from './landing-page.tsx'

const SHELL =
  '<!doctype html><html lang="sv"><head></head><body><div id="root"></div><script src="/app.js"></script></body></html>'

const boot = (brand: 'wedding' | 'party', market: 'se' | 'dk', origin: string) => ({
  mode: 'EDIT' as const,
  brand: brandInfo(brand, market),
  landingOrigin: origin,
  production: false,
})

describe('the landing page in the app shell', () => {
  it('is in the HTML before any script runs, in the market language, with the price', () => {
    const html = withLandingPage(SHELL, boot('wedding', 'se', 'http://brollopssida.localhost:3000'), 'sv')
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'))
    expect(root).toContain(sv.landing.headline.wedding)
    expect(root).toContain(formatKronor(priceOf('subdomain', 'wedding').amountOre))
    expect(root).toContain('href="/kom-igang"')
    expect(html).toContain('<script src="/app.js"></script>')
  })

  it('speaks Danish on the Danish wedding brand and says so in the document language', () => {
    const html = withLandingPage(
      SHELL,
      boot('wedding', 'dk', 'http://voresbryllupsside.localhost:3000'),
      'da',
    )
    expect(html).toContain('<html lang="da">')
    expect(html).toContain(da.landing.headline.wedding)
    expect(html).not.toContain(sv.landing.headline.wedding)
  })

  it('leads party hosts to quick start', () => {
    const html = withLandingPage(SHELL, boot('party', 'se', 'http://festhemsida.localhost:3000'), 'sv')
    expect(html).toContain(sv.landing.headline.party)
    expect(html).toContain('href="/snabbstart"')
  })
})
