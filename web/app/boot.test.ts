// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { brandInfo } from '#domain/brands.ts'
import { readBoot } from './boot.ts'

const location = { host: 'festhemsida.localhost:3000', search: '' }

function inject(json: string) {
  const script = document.createElement('script')
  script.id = 'boot'
  script.type = 'application/json'
  script.textContent = json
  document.head.append(script)
}

afterEach(() => {
  document.getElementById('boot')?.remove()
})

describe('readBoot', () => {
  it('reads the boot data the server injected', () => {
    const brand = brandInfo('wedding', 'se')
    inject(
      JSON.stringify({
        mode: 'EDIT',
        brand,
        landingOrigin: 'http://brollopssida.localhost:3000',
        production: false,
      }),
    )
    expect(readBoot(document, location, true)).toEqual({
      boot: { mode: 'EDIT', brand, landingOrigin: 'http://brollopssida.localhost:3000', production: false },
    })
  })

  it('falls back to the location without boot data', () => {
    expect(readBoot(document, location, false).boot).toEqual({
      mode: 'EDIT',
      brand: brandInfo('party', 'se'),
      landingOrigin: 'http://festhemsida.localhost:3000',
      production: false,
    })
  })

  it('honours ?domainHost= but stays local', () => {
    const { boot } = readBoot(document, { host: 'localhost:5173', search: '?domainHost=eventsida.se' }, false)
    expect(boot.brand.brand).toBe('event')
    expect(boot.landingOrigin).toBe('http://eventsida.localhost:5173')
  })

  it('reports an unknown brand and falls back', () => {
    inject(
      JSON.stringify({ mode: 'EDIT', brand: { brand: 'funeral', market: 'se' }, landingOrigin: 'http://x' }),
    )
    const result = readBoot(document, location, false)
    expect(String(result.problem)).toContain('Unknown brand: funeral')
    expect(result.boot.brand.brand).toBe('party')
  })
})
