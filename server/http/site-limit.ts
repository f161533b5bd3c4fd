import type { Redis } from 'ioredis'
import type { RateLimit } from '../routes/context.ts'
import { windowCounter } from './fixed-window.ts'

/** Counts one call against a site; a call past the limit in its window is refused (throws). */
export type SiteLimit = (siteId: string) => Promise<void>

/**
 * A fixed window per site (fixed-window.ts), shared by every instance as the per-address limits
 * are. Not the rate-limit plugin's route hook: a gift reservation reaches the service through the
 * JSON route, its legacy path and the form posted without a script (the page's own address), and
 * the service is the one place all three pass, with the site already found but no route of its own
 * to hang a hook on.
 */
export function siteLimit(
  name: string,
  limit: RateLimit,
  refuse: () => Error,
  redis?: Redis,
  now: () => number = Date.now,
): SiteLimit {
  const counter = windowCounter(name, limit, redis, now)
  return async (siteId) => {
    if ((await counter.add(siteId)) > limit.max) throw refuse()
  }
}
