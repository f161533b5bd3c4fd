import { cacheStats } from '../metrics/cache-stats.ts'

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024
const DEFAULT_MAX_ENTRIES = 500

/**
 * Rendered public pages by key, least recently used first out. The key carries the site's
 * revision, so a save makes old entries unreachable and the bounds evict them. Pages grow with the
 * site (long texts, many modules), so the bound is in bytes as well as entries: a few hundred large
 * pages must not take the process's memory.
 */
export class HtmlCache {
  private readonly entries = new Map<string, string>()
  private total = 0
  private readonly maxBytes: number
  private readonly maxEntries: number

  constructor(bounds: { maxBytes?: number; maxEntries?: number } = {}) {
    this.maxBytes = bounds.maxBytes ?? DEFAULT_MAX_BYTES
    this.maxEntries = bounds.maxEntries ?? DEFAULT_MAX_ENTRIES
  }

  /** What the kept pages and their keys take, in UTF-8 bytes. */
  get bytes(): number {
    return this.total
  }

  get(key: string): string | undefined {
    const html = this.entries.get(key)
    cacheStats.record('public-page', html !== undefined)
    if (html !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, html)
    }
    return html
  }

  set(key: string, html: string): void {
    this.remove(key)
    const size = sizeOf(key, html)
    if (size > this.maxBytes) return
    this.entries.set(key, html)
    this.total += size
    while (this.entries.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.remove(oldest)
    }
  }

  private remove(key: string): void {
    const html = this.entries.get(key)
    if (html === undefined) return
    this.entries.delete(key)
    this.total -= sizeOf(key, html)
  }
}

function sizeOf(key: string, html: string): number {
  return Buffer.byteLength(key) + Buffer.byteLength(html)
}
