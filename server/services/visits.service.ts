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

  async record(siteId: string, ip: string, userAgent: string): Promise<void> {
    const day = this.clock().toISOString().slice(0, 10)
    const hash = createHmac('sha256', this.secret).update(`${day}|${ip}|${userAgent}`).digest('base64url')
    await this.visits.record(siteId, day, hash)
  }

  count(siteId: string): Promise<number> {
    return this.visits.count(siteId)
  }
}
