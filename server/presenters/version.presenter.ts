import type { SiteContent } from '#domain/site/schema.ts'
import type { SiteVersionListItem } from '#domain/site/version-summary.ts'
import type { VersionDocument, VersionEntry } from '../services/sites/versions.service.ts'

/**
 * A version list entry; versions are named by the revision they saved (see routes/versions.ts).
 * `names` says how each account that saved one is shown: with co-hosts, who changed what (issue 33).
 */
export function presentVersionEntry(
  entry: VersionEntry,
  names: ReadonlyMap<string, string> = new Map(),
): SiteVersionListItem {
  return {
    siteVersion: entry.revision,
    createdAt: entry.createdAt,
    changes: entry.changes,
    restoredFrom: entry.restoredFrom
      ? { siteVersion: entry.restoredFrom.revision, createdAt: entry.restoredFrom.createdAt }
      : null,
    sameAsLatest: entry.sameAsLatest,
    by: entry.accountId ? (names.get(entry.accountId) ?? null) : null,
  }
}

export function presentVersionDocument(version: VersionDocument): {
  siteVersion: number
  createdAt: string
  data: SiteContent
} {
  return { siteVersion: version.revision, createdAt: version.createdAt, data: version.data }
}
