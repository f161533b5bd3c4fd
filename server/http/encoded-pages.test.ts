import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodedPage, pageSource } from './encoded-pages.ts'

describe('guest pages compressed once', () => {
  const page = Buffer.from(`<!doctype html><p>${'Välkomna! '.repeat(500)}</p>`)

  it('compresses a page once per encoding and keeps it for the next request', () => {
    const first = encodedPage(page, 'gzip, deflate, br, zstd')
    expect(first.encoding).toBe('br')
    expect(encodedPage(page, 'br').body).toBe(first.body)
    expect(brotliDecompressSync(first.body).equals(page)).toBe(true)
    expect(pageSource(first.body)).toBe(page)
  })

  it('takes what the request accepts: gzip without br, nothing for identity, q=0 refused', () => {
    const gzip = encodedPage(page, 'gzip;q=0.8, br;q=0')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(page)).toBe(true)
    expect(encodedPage(page, '*').encoding).toBe('br')
    for (const header of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = encodedPage(page, header)
      expect(plain.encoding, String(header)).toBeUndefined()
      expect(plain.body).toBe(page)
      expect(pageSource(plain.body)).toBe(page)
    }
  })
})
