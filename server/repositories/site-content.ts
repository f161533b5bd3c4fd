import type { SiteContent } from '#domain/site/schema.ts'
import { type DroppedModule, parseStoredSiteLeniently, StoredSiteError } from '#domain/site/stored.ts'
import { createCache } from '../cache/cache.ts'
import type { SiteRow } from './sites.repository.ts'

const MAX_CACHED = 2_000

// Every page view reads its site; a stored document is parsed once per revision, not per view.
// The text is compared too, so two databases in one process (tests) never share a wrong entry.
const parsed = createCache<string, { revision: number; text: string; content: SiteContent }>({
  max: MAX_CACHED,
})

/** Told of each module left out of a stored site (once per revision and process). */
export type DroppedModulesReport = (site: { id: string; revision: number }, dropped: DroppedModule[]) => void

let reportDropped: DroppedModulesReport = (site, dropped) =>
  console.error(
    JSON.stringify({ site, dropped, msg: 'stored site modules left out: they do not match their schema' }),
  )

/** Where dropped modules are reported: the app's log once it is built. */
export function reportDroppedModulesTo(report: DroppedModulesReport): void {
  reportDropped = report
}

/**
 * The site document of a row, parsed and upgraded to the current shape (domain/site/stored.ts).
 * Treat it as read-only: it is shared by every reader of the revision. A module that does not match
 * its schema is left out and reported; a document unreadable beyond that fails the request that
 * reads it, naming the site, and nothing else.
 */
export function siteContent(row: SiteRow): SiteContent {
  const cached = parsed.get(row.id)
  if (cached && cached.revision === row.revision && cached.text === row.content) return cached.content
  let content: SiteContent
  try {
    const read = parseStoredSiteLeniently(row.content)
    content = read.content
    if (read.dropped.length > 0) reportDropped({ id: row.id, revision: row.revision }, read.dropped)
  } catch (err) {
    if (err instanceof StoredSiteError) {
      throw new StoredSiteError(`site ${row.id} at revision ${row.revision}: ${err.message}`, { cause: err })
    }
    throw err
  }
  parsed.set(row.id, { revision: row.revision, text: row.content, content })
  return content
}
