/** Hits and misses of the process's caches, read by /metrics (a process has one set of caches per app). */
export type CacheName =
  | 'site-host'
  | 'answering-site'
  | 'gift-totals'
  | 'gift-pledge-totals'
  | 'public-page'
  | 'household-settings'

const counts = new Map<CacheName, { hits: number; misses: number }>()

export const cacheStats = {
  record(cache: CacheName, hit: boolean): void {
    const c = counts.get(cache) ?? { hits: 0, misses: 0 }
    if (hit) c.hits += 1
    else c.misses += 1
    counts.set(cache, c)
  },
  snapshot(): { cache: CacheName; hits: number; misses: number }[] {
    return [...counts].map(([cache, c]) => ({ cache, ...c }))
  },
}
