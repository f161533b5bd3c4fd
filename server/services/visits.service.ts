import { createHmac } from 'node:crypto'
import type { SiteVisitsRepository } from '../repositories/site-visits.repository.ts'
import type { Clock } from './ids.ts'

/**
 * Counts a visit once per visitor per day. The visitor is a keyed hash of address and browser for
 * that day, so no personal data is stored and yesterday's hashes cannot be linked to today's.
 */
export class VisitsService {
  constructor(
    private readonly visits: SiteVisitsRepository,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private readonly pending = new Set<Promise<void>>()

  /** Counts in the background so a page is never slowed by it; `flush` waits for what is in flight. */
  record(siteId: string, ip: string, userAgent: string): Promise<void> {
    const day = this.clock().toISOString().slice(0, 10)
    const hash = createHmac('sha256', this.secret).update(`${day}|${ip}|${userAgent}`).digest('base64url')
    const write = this.visits.record(siteId, day, hash).finally(() => this.pending.delete(write))
    this.pending.add(write)
    return write
  }

  async flush(): Promise<void> {
    await Promise.allSettled([...this.pending])
  }

  count(siteId: string): Promise<number> {
    return this.visits.count(siteId)
  }
}
