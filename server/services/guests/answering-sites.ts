import { type Cache, createCache } from '../../cache/cache.ts'
import type { Invalidation } from '../../cache/invalidation.ts'
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
  private readonly kept: Cache<string, SiteRow>
  // Bumped by every forgetting: a read that was under way then may hold the row from before the
  // write, so it is answered but not kept.
  private generation = 0

  constructor(
    private readonly read: (id: string) => Promise<SiteRow | undefined>,
    invalidation: Invalidation,
  ) {
    this.kept = createCache({
      max: MAX_KEPT,
      ttlMs: KEPT_MS,
      invalidation: {
        bus: invalidation,
        topic: 'site-host',
        matches: (host, _id, row) => row.host === host,
        heard: () => {
          this.generation++
        },
      },
      stats: 'answering-site',
    })
  }

  async find(id: string): Promise<SiteRow | undefined> {
    const kept = this.kept.get(id)
    if (kept) return kept
    const generation = this.generation
    const row = await this.read(id)
    if (row?.host && generation === this.generation) this.kept.set(id, row)
    else this.kept.delete(id)
    return row
  }
}
