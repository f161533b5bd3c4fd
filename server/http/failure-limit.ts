interface Limit {
  max: number
  timeWindow: number
}

/**
 * Counts failures per key in a fixed window (in this process). Only failures count, so people who
 * get it right never use up the limit of the address they share with others.
 */
export class FailureLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  isOver(key: string): boolean {
    const w = this.windows.get(key)
    return !!w && w.resetAt > this.now() && w.count >= this.limit.max
  }

  fail(key: string): void {
    const now = this.now()
    const w = this.windows.get(key)
    if (w && w.resetAt > now) w.count += 1
    else {
      if (this.windows.size > 50_000) this.prune(now)
      this.windows.set(key, { count: 1, resetAt: now + this.limit.timeWindow })
    }
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key)
  }
}
