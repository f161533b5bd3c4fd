import { createHmac } from 'node:crypto'
import type { SiteVisitsRepository } from '../../repositories/site-visits.repository.ts'
import type { Clock } from '../ids.ts'

const FLUSH_MS = 5_000
const MAX_BUFFERED = 10_000

/**
 * Counts a visit once per visitor per day. The visitor is a keyed hash of address and browser for
 * that day, so no personal data is stored and yesterday's hashes cannot be linked to today's.
 * Visits are buffered and written in batches: a page view never waits for a database write, and
 * a crash loses at most a few seconds of visit counts (never guest answers).
 */
export class VisitsService {
  private buffer = new Map<string, { siteId: string; day: string; hash: string }>()
  private timer: NodeJS.Timeout | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly visits: SiteVisitsRepository,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  record(siteId: string, ip: string, userAgent: string): void {
    const day = this.clock().toISOString().slice(0, 10)
    const hash = createHmac('sha256', this.secret).update(`${day}|${ip}|${userAgent}`).digest('base64url')
    this.buffer.set(`${siteId}|${day}|${hash}`, { siteId, day, hash })
    if (this.buffer.size >= MAX_BUFFERED) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref()
  }

  /** Writes what is buffered; called on a timer, when the buffer is full, and on shutdown. */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = [...this.buffer.values()]
    this.buffer = new Map()
    this.flushing = this.flushing
      .then(async () => {
        if (batch.length) await this.visits.recordMany(batch)
      })
      .catch((err) => console.warn(`Visits not counted: ${String(err)}`))
    return this.flushing
  }

  async count(siteId: string): Promise<number> {
    await this.flush()
    return this.visits.count(siteId)
  }
}
