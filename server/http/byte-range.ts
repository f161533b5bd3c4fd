import type { ByteRange } from '../integrations/storage/media-storage.ts'

/**
 * Reads a `Range: bytes=...` header against a file of `size` bytes (one range: what players send
 * when they seek). Answers undefined for no header or one this does not honour (several ranges,
 * another unit), so the whole file is sent; 'unsatisfiable' for a range outside the file (416).
 */
export function byteRange(header: unknown, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (typeof header !== 'string') return undefined
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim())
  if (!match) return undefined
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return undefined
  if (from === '') {
    // The last `to` bytes.
    const last = Number(to)
    if (last === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - last), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
