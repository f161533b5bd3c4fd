import type { SiteContent } from '#domain/site/schema.ts'
import { parseStoredSite, StoredSiteError } from '#domain/site/stored.ts'
import type { SiteRow } from './sites.repository.ts'

const MAX_CACHED = 2_000

// Every page view reads its site; a stored document is parsed once per revision, not per view.
// The text is compared too, so two databases in one process (tests) never share a wrong entry.
const parsed = new Map<string, { revision: number; text: string; content: SiteContent }>()

/**
 * The site document of a row, parsed and upgraded to the current shape (domain/site/stored.ts).
 * Treat it as read-only: it is shared by every reader of the revision. An unreadable document
 * fails the request that reads it, naming the site, and nothing else.
 */
export function siteContent(row: SiteRow): SiteContent {
  const cached = parsed.get(row.id)
  if (cached && cached.revision === row.revision && cached.text === row.content) return cached.content
  let content: SiteContent
  try {
    content = parseStoredSite(row.content)
  } catch (err) {
    if (err instanceof StoredSiteError) {
      throw new StoredSiteError(`site ${row.id} at revision ${row.revision}: ${err.message}`, { cause: err })
    }
    throw err
  }
  if (parsed.size >= MAX_CACHED) parsed.clear()
  parsed.set(row.id, { revision: row.revision, text: row.content, content })
  return content
}
