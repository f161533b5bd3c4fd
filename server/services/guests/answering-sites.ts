import type { Invalidation } from '../../cache/invalidation.ts'
import { cacheStats } from '../../metrics/cache-stats.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'

const KEPT_MS = 2_000
const MAX_KEPT = 10_000

/**
 * Sites by id for guests' answers. Reading the site row for every answer was the costliest part of
 * taking one on PostgreSQL (a round trip, and the whole document sent back). Every write to a site
 * publishes its host (old and new) on the 'site-host' topic, in this process at once and through
 * Redis to the others, so a kept site is forgotten when its host is: a form removed on any instance
 * stops taking answers as soon as the page served from the host cache stops showing it. A site
 * without a host is not kept, since nothing would tell us it changed.
 */
export class AnsweringSites {
  private readonly kept = new Map<string, { row: SiteRow; until: number }>()
  // Bumped by every forgetting: a read that was under way then may hold the row from before the
  // write, so it is answered but not kept.
  private generation = 0

  constructor(
    private readonly read: (id: string) => Promise<SiteRow | undefined>,
    private readonly invalidation: Invalidation,
  ) {
    invalidation.subscribe('site-host', (host) => this.forgetHost(host))
    invalidation.onReset(() => {
      this.generation++
      this.kept.clear()
    })
  }

  async find(id: string): Promise<SiteRow | undefined> {
    const now = Date.now()
    const entry = this.kept.get(id)
    if (entry && entry.until > now) {
      cacheStats.record('answering-site', true)
      return entry.row
    }
    cacheStats.record('answering-site', false)
    const generation = this.generation
    const row = await this.read(id)
    if (row?.host && generation === this.generation) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear()
      this.kept.set(id, { row, until: now + this.invalidation.ttlMs(KEPT_MS) })
    } else this.kept.delete(id)
    return row
  }

  private forgetHost(host: string): void {
    this.generation++
    // Writes are rare next to answers; a scan of at most MAX_KEPT entries keeps no second index.
    for (const [id, entry] of this.kept) if (entry.row.host === host) this.kept.delete(id)
  }
}
