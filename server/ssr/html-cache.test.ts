import { describe, expect, it } from 'vitest'
import { HtmlCache } from './html-cache.ts'

describe('HtmlCache', () => {
  it('evicts the least recently used pages once their bytes pass the bound, however few they are', () => {
    const cache = new HtmlCache({ maxBytes: 10_000, maxEntries: 500 })
    const page = (c: string) => c.repeat(3_000)
    cache.set('a', page('a'))
    cache.set('b', page('b'))
    cache.set('c', page('c'))
    expect(cache.get('a')).toBe(page('a'))
    cache.set('d', page('d'))
    // 'b' was the least recently used; a, c and d (9 000 bytes and keys) fit.
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(page('a'))
    expect(cache.get('c')).toBe(page('c'))
    expect(cache.get('d')).toBe(page('d'))
    expect(cache.bytes).toBeLessThanOrEqual(10_000)
  })

  it('counts bytes, not characters, and never keeps a page larger than the whole bound', () => {
    const cache = new HtmlCache({ maxBytes: 10_000, maxEntries: 500 })
    cache.set('å', 'å'.repeat(4_000))
    expect(cache.bytes).toBe(8_002)
    cache.set('huge', 'x'.repeat(20_000))
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.get('å')).toBe('å'.repeat(4_000))
  })

  it('still bounds the number of entries', () => {
    const cache = new HtmlCache({ maxBytes: 1_000_000, maxEntries: 2 })
    cache.set('a', 'a')
    cache.set('b', 'b')
    cache.set('c', 'c')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(4)
  })

  it('replacing a key does not count its old page twice', () => {
    const cache = new HtmlCache({ maxBytes: 1_000, maxEntries: 10 })
    cache.set('k', 'x'.repeat(500))
    cache.set('k', 'y'.repeat(500))
    expect(cache.bytes).toBe(501)
  })
})
