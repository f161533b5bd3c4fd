import { describe, expect, it } from 'vitest'
import { brandInfo } from '#domain/brands.ts'
import { publicSiteUrl } from '#domain/hosts.ts'
import { demoSiteUrl } from './site-urls.ts'

describe('demoSiteUrl', () => {
  it('stays local on *.localhost', () => {
    expect(demoSiteUrl(brandInfo('wedding', 'se'), 'http://brollopssida.localhost:3000')).toBe(
      'http://demo.brollopssida.localhost:3000/',
    )
    expect(demoSiteUrl(brandInfo('party', 'se'), 'http://festhemsida.localhost:3000')).toBe(
      'http://demo.festhemsida.localhost:3000/',
    )
  })

  it('uses the demo host in production', () => {
    expect(demoSiteUrl(brandInfo('wedding', 'dk'), 'https://voresbryllupsside.dk')).toBe(
      'https://demo.voresbryllupsside.dk/',
    )
  })
})

describe('publicSiteUrl', () => {
  it('maps a subdomain site to its local name', () => {
    expect(publicSiteUrl('anna-och-erik.brollopssida.se', 'http://brollopssida.localhost:3000')).toBe(
      'http://anna-och-erik.brollopssida.localhost:3000/',
    )
  })

  it('reaches a custom domain locally through ?domainHost=', () => {
    expect(publicSiteUrl('annaerik.se', 'http://brollopssida.localhost:3000')).toBe(
      'http://brollopssida.localhost:3000/?domainHost=annaerik.se',
    )
  })

  it('links the real host in production', () => {
    expect(publicSiteUrl('anna-och-erik.brollopssida.se', 'https://brollopssida.se')).toBe(
      'https://anna-och-erik.brollopssida.se/',
    )
  })
})
