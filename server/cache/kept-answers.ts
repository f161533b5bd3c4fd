/**
 * `make` with its answers kept for the last `size` keys (a string by its value, anything else by
 * identity), the oldest dropped first: for work on the same few large values again and again.
 */
export function keptAnswers<K, V>(size: number, make: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>()
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V
    const value = make(key)
    if (kept.size >= size) kept.delete(kept.keys().next().value as K)
    kept.set(key, value)
    return value
  }
}
