import { createCache } from './cache.ts'

/**
 * `make` with its answers kept for the last `size` keys (a string by its value, anything else by
 * identity), the least recently used dropped first: for work on the same few large values again
 * and again.
 */
export function keptAnswers<K extends {}, V>(size: number, make: (key: K) => V): (key: K) => V {
  const kept = createCache<K, { value: V }>({ max: size })
  return (key) => {
    const found = kept.get(key)
    if (found) return found.value
    const value = make(key)
    kept.set(key, { value })
    return value
  }
}
