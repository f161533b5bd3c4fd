import { type Cache, createCache } from '../cache/cache.ts'

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024
const DEFAULT_MAX_ENTRIES = 500

/**
 * Rendered public pages by key, least recently used first out. The key carries the site's
 * revision, so a save makes old entries unreachable and the bounds evict them. Pages grow with the
 * site (long texts, many modules), so the bound is in bytes as well as entries: a few hundred large
 * pages must not take the process's memory.
 */
export class HtmlCache {
  private readonly entries: Cache<string, string>

  constructor(bounds: { maxBytes?: number; maxEntries?: number } = {}) {
    this.entries = createCache({
      max: bounds.maxEntries ?? DEFAULT_MAX_ENTRIES,
      maxSize: { total: bounds.maxBytes ?? DEFAULT_MAX_BYTES, sizeOf: sizeOf },
      stats: 'public-page',
    })
  }

  /** What the kept pages and their keys take, in UTF-8 bytes. */
  get bytes(): number {
    return this.entries.totalSize
  }

  get(key: string): string | undefined {
    return this.entries.get(key)
  }

  set(key: string, html: string): void {
    this.entries.set(key, html)
  }
}

function sizeOf(html: string, key: string): number {
  return Buffer.byteLength(key) + Buffer.byteLength(html)
}
