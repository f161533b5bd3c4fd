import { describe, expect, it } from 'vitest'
import { looksLikePastedUrl, pastedUrlHref } from './looks-like-pasted-url.ts'

describe('looksLikePastedUrl', () => {
  it.each([
    ['www.x.se'],
    ['https://a.se/b'],
    ['http://example.com'],
    ['https://www.hotell-gillet.se/rum?natt=2#bokning'],
    ['  https://a.se/b\n'],
    ['hotellet.se'],
    ['example.com/path'],
    ['bröllop.se'],
    ['anna@example.se'],
    ['mailto:anna@example.se'],
    ['tel:+46701234567'],
  ])('%j looks like a URL', (text) => {
    expect(looksLikePastedUrl(text)).toBe(true)
  })

  it.each([
    // Not longer than 5 characters, even when it would be an address.
    ['a.se'],
    ['x.io'],
    ['abcde'],
    ['abcdef'],
    [''],
    ['https://'],
    ['http://localhost'],
    ['see www.x.se for details'],
    ['https://a.se/b c'],
    ['www.x.se\nwww.y.se'],
    ['Anna och Erik'],
    ['IMG_1234.jpg'],
    ['inbjudan.pdf'],
    ['10.30'],
    ['javascript:alert(1)'],
    ['ftp://files.example.se'],
  ])('%j does not', (text) => {
    expect(looksLikePastedUrl(text)).toBe(false)
  })

  it('links to https when the text names no scheme, to mailto for an e-mail address', () => {
    expect(pastedUrlHref('www.x.se')).toBe('https://www.x.se')
    expect(pastedUrlHref('http://a.se/b')).toBe('http://a.se/b')
    expect(pastedUrlHref('anna@example.se')).toBe('mailto:anna@example.se')
    expect(pastedUrlHref('tel:+46701234567')).toBe('tel:+46701234567')
  })
})
