import { describe, expect, it } from 'vitest'
import { isAllowedLinkUri, linkHrefFromInput } from './link-url.ts'

describe('isAllowedLinkUri', () => {
  it('allows http, https, mailto and tel, and scheme-less addresses autolink finds', () => {
    for (const url of ['https://a.se', 'http://a.se', 'mailto:a@b.se', 'tel:+4670', 'www.x.se', 'a@b.se']) {
      expect(isAllowedLinkUri(url), url).toBe(true)
    }
  })

  it('refuses every other scheme, also hidden behind white space', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' data:text/html,x',
      'ftp://a.se',
      'file:///etc',
    ]) {
      expect(isAllowedLinkUri(url), url).toBe(false)
    }
    expect(isAllowedLinkUri(undefined)).toBe(false)
    expect(isAllowedLinkUri('/relative/path')).toBe(false)
  })

  it('reads a host and port as no scheme', () => {
    expect(isAllowedLinkUri('example.se:8080/x')).toBe(true)
  })
})

describe('linkHrefFromInput', () => {
  it('keeps an address that names its scheme', () => {
    expect(linkHrefFromInput(' https://www.exempel.se/osa ')).toBe('https://www.exempel.se/osa')
    expect(linkHrefFromInput('mailto:anna@example.se')).toBe('mailto:anna@example.se')
  })

  it('adds https:// or mailto: when the owner leaves them out, and tidies a phone number', () => {
    expect(linkHrefFromInput('www.exempel.se')).toBe('https://www.exempel.se')
    expect(linkHrefFromInput('exempel.se')).toBe('https://exempel.se')
    expect(linkHrefFromInput('anna@example.se')).toBe('mailto:anna@example.se')
    expect(linkHrefFromInput('tel:+46 70-123 45 67')).toBe('tel:+46701234567')
  })

  it('refuses what is no usable address', () => {
    for (const input of [
      '',
      'https://',
      'https://exempel',
      'hej',
      'mailto:anna',
      'tel:ab',
      'javascript:alert(1)',
      'ftp://a.se',
    ]) {
      expect(linkHrefFromInput(input), input).toBeNull()
    }
  })
})
