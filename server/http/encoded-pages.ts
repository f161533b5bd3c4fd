import zlib from 'node:zlib'
import { keptAnswers } from '../cache/kept-answers.ts'

export type PageEncoding = 'br' | 'gzip'

// As many as the filled pages kept (page-query.ts): each of those is sent again and again.
const KEPT = 64
const sources = new WeakMap<Buffer, Buffer>()

function encoder(encoding: PageEncoding) {
  return keptAnswers(KEPT, (page: Buffer) => {
    const encoded =
      encoding === 'br'
        ? // Quality 5: as cheap as 4 and a tenth smaller on a guest page; 11 would take 40 times as long.
          zlib.brotliCompressSync(page, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
            },
          })
        : zlib.gzipSync(page)
    sources.set(encoded, page)
    return encoded
  })
}

const encoders: Record<PageEncoding, (page: Buffer) => Buffer> = { br: encoder('br'), gzip: encoder('gzip') }

/** Whether an Accept-Encoding header takes `name` (by name or '*', with no q=0). */
function accepts(header: string, name: string): boolean {
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim())
    if (coding.toLowerCase() !== name && coding !== '*') return false
    const q = params.find((p) => p.toLowerCase().startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * A guest page as the request takes it: compressed once per page and kept with it, since the page
 * cache hands out the same few pages again and again (compressing each answer held an instance
 * near a hundred pages a second). Brotli before gzip; the bytes as they are without either.
 */
export function encodedPage(
  page: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: PageEncoding } {
  for (const encoding of ['br', 'gzip'] as const) {
    if (acceptEncoding && accepts(acceptEncoding, encoding))
      return { body: encoders[encoding](page), encoding }
  }
  return { body: page }
}

/** The page bytes an encoded body was made from (the body itself when it was not encoded here). */
export function pageSource(body: Buffer): Buffer {
  return sources.get(body) ?? body
}
