import type { SiteContent } from '#domain/site/schema.ts'
import {
  parseStoredSite,
  STORED_SITE_VERSION,
  StoredSiteError,
  storedVersionOf,
} from '#domain/site/stored.ts'
import { summarizeChange, type VersionChange } from '#domain/site/version-summary.ts'
import { AppError, errors } from '../../http/errors.ts'
import type { RecurringJob } from '../../jobs/jobs.ts'
import type { SiteVersionRow, SiteVersionsRepository } from '../../repositories/site-versions.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { Clock } from '../ids.ts'
import type { ReferencedImages } from './sites.service.ts'
import { storableSiteText } from './storable-site.ts'
import { keepAllSince, MAX_VERSIONS, revisionsToPrune } from './versions-retention.ts'

const notVersion2 = () =>
  new AppError(409, {
    sv: 'Versionshistoriken finns bara för sidor i den nya redigeraren. Den här sidan är gjord i en äldre version.',
    en: 'Version history is only available for sites made in the new editor. This site was made in an older version.',
    da: 'Versionshistorikken findes kun for sider lavet i den nye editor. Denne side er lavet i en ældre version.',
  })

const alreadyLatest = () =>
  new AppError(409, {
    sv: 'Den här versionen är redan sidans senaste. Det finns inget att återställa.',
    en: 'This version is already the latest one of the site. There is nothing to restore.',
    da: 'Denne version er allerede sidens seneste. Der er intet at gendanne.',
  })

const versionNotFound = () =>
  new AppError(404, {
    sv: 'Versionen finns inte längre.',
    en: 'The version no longer exists.',
    da: 'Versionen findes ikke længere.',
  })

/** One entry of the version list, newest first. */
export interface VersionEntry {
  revision: number
  createdAt: string
  changes: VersionChange[]
  /** The version whose content this one brought back (a restore), if any. */
  restoredFrom: { revision: number; createdAt: string | null } | null
  /** Its document is the latest's: a restore would change nothing (and is refused). */
  sameAsLatest: boolean
  /** The account that saved or restored it (issue 33). */
  accountId: string | null
}

export interface VersionDocument {
  revision: number
  createdAt: string
  data: SiteContent
}

interface Read {
  row: SiteVersionRow
  content: SiteContent | null
}

/** Lists, shows and restores the versions every save keeps (site_versions), and prunes them. */
export class VersionsService {
  constructor(
    private readonly versions: SiteVersionsRepository,
    private readonly units: UnitOfWork,
    private readonly clock: Clock,
    private readonly images: ReferencedImages | undefined,
    private readonly forgetHost: (host: string | null) => void,
  ) {}

  async list(site: SiteRow): Promise<VersionEntry[]> {
    assertVersion2(site)
    const reads = (await this.versions.listWithContent(site.id)).map(read)
    return entries(reads).reverse()
  }

  async get(site: SiteRow, revision: number): Promise<VersionDocument> {
    assertVersion2(site)
    const row = await this.versions.find(site.id, revision)
    if (!row) throw versionNotFound()
    return { revision: row.revision, createdAt: row.created_at, data: readable(row.content) }
  }

  /**
   * Writes an older version's document as the site's newest version, under the site's lock: the
   * version it replaces stays in the list, so a restore can itself be undone. Address, password
   * and the rest that is not the document stay as they are now.
   */
  async restore(site: SiteRow, revision: number, accountId: string | null): Promise<SiteRow> {
    assertVersion2(site)
    // Version rows never change, so the one to restore is read before the lock is taken.
    const row = await this.versions.find(site.id, revision)
    if (!row) throw versionNotFound()
    const data = readable(row.content)
    const { revision: _r, ...document } = data
    const text = storableSiteText(document)
    // Before the write and outside its transaction, as a save does: an image kept too long costs
    // less than a lost one.
    await this.images?.keepReferenced(site.id, JSON.parse(text).siteModules)
    const restored = await this.units.withSiteLock(site.id, async (repos) => {
      const latest = await repos.sites.findById(site.id)
      if (!latest) throw errors.siteNotFound()
      if (canonical(data) === canonical(readable(latest.content))) throw alreadyLatest()
      const written = await repos.sites.update(
        site.id,
        latest.revision,
        { content: text, updated_at: this.clock().toISOString() },
        accountId,
      )
      await repos.siteVersions.markRestore(site.id, written.revision, row.revision)
      return written
    })
    this.forgetHost(restored.host)
    return restored
  }

  /** Pruning as a scheduled job (server/jobs); a round may run twice or on two instances alike. */
  retentionJob(): RecurringJob {
    return {
      name: 'site-version-retention',
      everyMs: 6 * 60 * 60_000,
      run: async (now) => void (await this.prune(now)),
    }
  }

  /** The retention job's round: every site with more versions than it keeps is pruned. */
  async prune(now: Date): Promise<number> {
    let removed = 0
    for (const siteId of await this.versions.sitesOverRetention(keepAllSince(now), MAX_VERSIONS)) {
      removed += await this.units.withSiteLock(siteId, async (repos) => {
        const reads = (await repos.siteVersions.listWithContent(siteId)).map(read)
        const marked = markedRevisions(entries(reads))
        const prune = revisionsToPrune(
          reads.map(({ row }) => ({
            revision: row.revision,
            createdAt: row.created_at,
            marked: marked.has(row.revision),
          })),
          now,
        )
        await repos.siteVersions.delete(siteId, prune)
        return prune.length
      })
    }
    return removed
  }
}

function assertVersion2(site: SiteRow): void {
  let version: number
  try {
    version = storedVersionOf(site.content)
  } catch (err) {
    if (err instanceof StoredSiteError) throw notVersion2()
    throw err
  }
  if (version !== STORED_SITE_VERSION) throw notVersion2()
}

function read(row: SiteVersionRow): Read {
  try {
    return { row, content: parseStoredSite(row.content) }
  } catch (err) {
    // A version that cannot be read is listed without a summary; opening it answers 409.
    if (err instanceof StoredSiteError) return { row, content: null }
    throw err
  }
}

/** A document to show or restore; one that cannot be read is of an older shape. */
function readable(text: string): SiteContent {
  try {
    return parseStoredSite(text)
  } catch (err) {
    if (err instanceof StoredSiteError) throw notVersion2()
    throw err
  }
}

/** The entries oldest first, each with what it changed since the one before it. */
function entries(reads: Read[]): VersionEntry[] {
  const created = new Map(reads.map(({ row }) => [row.revision, row.created_at]))
  const latest = reads.at(-1)?.content
  const latestText = latest ? canonical(latest) : null
  return reads.map(({ row, content }, i) => {
    const previous = reads[i - 1]
    return {
      revision: row.revision,
      createdAt: row.created_at,
      changes: content && previous?.content ? summarizeChange(previous.content, content) : [],
      restoredFrom:
        row.restored_from === null
          ? null
          : { revision: row.restored_from, createdAt: created.get(row.restored_from) ?? null },
      sameAsLatest: content !== null && latestText !== null && canonical(content) === latestText,
      accountId: row.account_id ?? null,
    }
  })
}

/** Restores and the versions they came from: retention keeps both. */
export function markedRevisions(list: VersionEntry[]): Set<number> {
  const marked = new Set<number>()
  for (const entry of list) {
    if (!entry.restoredFrom) continue
    marked.add(entry.revision)
    marked.add(entry.restoredFrom.revision)
  }
  return marked
}

/** JSON with sorted keys, so two documents compare equal whatever order their fields were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}
