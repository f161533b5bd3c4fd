/** How long every version is kept; before that, one a day. */
export const KEEP_ALL_DAYS = 30
/** The most versions a site keeps, restores and their sources aside. */
export const MAX_VERSIONS = 200

export interface RetainedVersion {
  revision: number
  createdAt: string
  /** A restore, or the version one came from: kept for as long as the site is. */
  marked: boolean
}

const DAY_MS = 24 * 60 * 60_000

export function keepAllSince(now: Date): string {
  return new Date(now.getTime() - KEEP_ALL_DAYS * DAY_MS).toISOString()
}

/**
 * The revisions to delete from a site's versions: every version of the last 30 days stays, before
 * that the newest of each day (UTC), and of those at most MAX_VERSIONS, the oldest going first.
 * The latest version and the marked ones always stay.
 */
export function revisionsToPrune(versions: RetainedVersion[], now: Date): number[] {
  const since = keepAllSince(now)
  const newestFirst = [...versions].sort((a, b) => b.revision - a.revision)
  const latest = newestFirst[0]?.revision
  const daysSeen = new Set<string>()
  const kept = newestFirst.filter((v) => {
    const day = v.createdAt.slice(0, 10)
    const firstOfDay = !daysSeen.has(day)
    daysSeen.add(day)
    return v.revision === latest || v.marked || v.createdAt >= since || firstOfDay
  })
  const keptSet = new Set(kept.map((v) => v.revision))
  let excess = kept.length - MAX_VERSIONS
  for (const v of [...kept].reverse()) {
    if (excess <= 0) break
    if (v.marked || v.revision === latest) continue
    keptSet.delete(v.revision)
    excess -= 1
  }
  return versions.filter((v) => !keptSet.has(v.revision)).map((v) => v.revision)
}
