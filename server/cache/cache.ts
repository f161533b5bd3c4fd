import { LRUCache } from 'lru-cache'
import { type CacheName, cacheStats } from '../metrics/cache-stats.ts'
import type { CacheTopic, Invalidation } from './invalidation.ts'

export interface CacheOptions<K, V> {
  /** The most entries kept; the least recently used go first. */
  max: number
  /**
   * How long an entry is kept. With `invalidation` this is the time without pushes from other
   * instances; the invalidation lengthens it while Redis pushes every change (`Invalidation.ttlMs`).
   * None: kept until evicted.
   */
  ttlMs?: number
  /** A bound on the entries' total size as well; an entry larger than `total` is not kept. */
  maxSize?: { total: number; sizeOf: (value: V, key: K) => number }
  /**
   * Entries are forgotten in every instance when `topic` is published (and all of them when changes
   * may have been missed). `matches` says which entries a published key means; by default the one
   * under that key.
   */
  invalidation?: {
    bus: Invalidation
    topic: CacheTopic
    matches?: (published: string, key: K, value: V) => boolean
    /** Told of every message on the topic and every reset, matching entries or not. */
    heard?: () => void
  }
  /** Hits and misses are counted under this name for /metrics. */
  stats?: CacheName
  /** The clock the ttl is measured by, in milliseconds; tests move it instead of waiting. */
  now?: () => number
}

/** What a process keeps of slower answers: one shape for every cache in the server. */
export interface Cache<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): void
  delete(key: K): void
  clear(): void
  readonly size: number
  /** The entries' total size under `maxSize` (0 without it). */
  readonly totalSize: number
}

export function createCache<K extends {}, V extends {}>(options: CacheOptions<K, V>): Cache<K, V> {
  const { invalidation, stats, ttlMs } = options
  const entries = new LRUCache<K, V>({
    max: options.max,
    ...(options.maxSize ? { maxSize: options.maxSize.total, sizeCalculation: options.maxSize.sizeOf } : {}),
    ...(ttlMs !== undefined ? { ttl: ttlMs } : {}),
    // Read the clock at every look-up: a cached reading would let an injected clock's move go unseen.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  })
  if (invalidation) {
    const { bus, topic, matches, heard } = invalidation
    bus.subscribe(topic, (published) => {
      heard?.()
      if (!matches) {
        entries.delete(published as unknown as K)
        return
      }
      // Writes are rare next to reads; a scan of at most `max` entries keeps no second index.
      const gone: K[] = []
      for (const [key, value] of entries.entries()) if (matches(published, key, value)) gone.push(key)
      for (const key of gone) entries.delete(key)
    })
    bus.onReset(() => {
      heard?.()
      entries.clear()
    })
  }
  return {
    get(key) {
      const value = entries.get(key)
      if (stats) cacheStats.record(stats, value !== undefined)
      return value
    },
    set(key, value) {
      if (ttlMs === undefined) entries.set(key, value)
      else entries.set(key, value, { ttl: invalidation ? invalidation.bus.ttlMs(ttlMs) : ttlMs })
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
    get totalSize() {
      return entries.calculatedSize
    },
  }
}
