/**
 * Rendered public pages by key. The key carries the site's revision, so a save makes old entries
 * unreachable; the size bound evicts them.
 */
export class HtmlCache {
  private readonly entries = new Map<string, string>()

  constructor(private readonly maxEntries = 500) {}

  get(key: string): string | undefined {
    const html = this.entries.get(key)
    if (html !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, html)
    }
    return html
  }

  set(key: string, html: string): void {
    this.entries.delete(key)
    this.entries.set(key, html)
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
}
