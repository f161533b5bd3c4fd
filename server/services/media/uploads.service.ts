import type { FastifyBaseLogger } from 'fastify'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import type { UploadsRepository } from '../../repositories/uploads.repository.ts'
import { type Clock, newId } from '../ids.ts'
import { parseStoredName, referencedBases } from './images/stored-names.ts'

/** Where quick-start images are stored (one folder; file names are random). */
export const QUICK_START_FOLDER = 'qs'
/** A quick-start image no saved site references is removed after this long. */
export const TEMPORARY_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000

const BATCH = 500
const PARALLEL_DELETES = 8

/**
 * Keeps track of stored images: which are temporary (quick start), which site took them over, and
 * removes the temporary ones nobody saved.
 */
export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Called before the files are written, so a crash between the two leaves no file unaccounted for. */
  async record(folder: string, base: string, temporary: boolean, siteId: string | null): Promise<void> {
    await this.uploads.insert({
      id: newId(),
      folder,
      base,
      temporary: temporary ? 1 : 0,
      created_at: this.clock().toISOString(),
      site_id: siteId,
    })
  }

  /** The site a quick-start image was taken over by, or null while it is still temporary. */
  async quickStartOwner(base: string): Promise<string | null> {
    return (await this.uploads.find(QUICK_START_FOLDER, base))?.site_id ?? null
  }

  /**
   * The site a stored file belongs to: a site's own folder is named by its id; a quick-start image
   * belongs to the site that took it over (null while it is still temporary and no site's).
   * Undefined when the name is not one the server stores.
   */
  async siteOfFile(folder: string, fileName: string): Promise<string | null | undefined> {
    const parsed = parseStoredName(fileName)
    if (!parsed) return undefined
    if (folder !== QUICK_START_FOLDER) return folder
    const row = await this.uploads.find(folder, parsed.base)
    return row ? row.site_id : undefined
  }

  /** Makes the quick-start images a site document references permanent and links them to the site. */
  async keepReferenced(siteId: string, document: unknown): Promise<void> {
    const bases = referencedBases(document, this.storage.folderUrl(QUICK_START_FOLDER))
    await this.uploads.keepForSite(siteId, QUICK_START_FOLDER, bases)
  }

  /**
   * Deletes every file (the original and all sizes) and the row of each temporary upload made more
   * than 24 hours before `now`. A file that cannot be deleted is logged and left; the run goes on.
   */
  async removeExpiredTemporaryImages(now: Date): Promise<{ images: number; files: number }> {
    const before = new Date(now.getTime() - TEMPORARY_IMAGE_LIFETIME_MS).toISOString()
    const listings = new Map<string, Promise<Map<string, string[]>>>()
    const filesOf = (folder: string) => {
      let listing = listings.get(folder)
      if (!listing) {
        listing = this.storage.list(folder).then(groupByBase)
        listings.set(folder, listing)
      }
      return listing
    }
    let images = 0
    let files = 0
    for (;;) {
      const rows = await this.uploads.takeExpiredTemporary(before, BATCH)
      images += rows.length
      const targets: { folder: string; fileName: string }[] = []
      for (const row of rows) {
        for (const fileName of (await filesOf(row.folder)).get(row.base) ?? []) {
          targets.push({ folder: row.folder, fileName })
        }
      }
      files += await this.deleteAll(targets)
      if (rows.length < BATCH) break
    }
    return { images, files }
  }

  private async deleteAll(targets: { folder: string; fileName: string }[]): Promise<number> {
    let deleted = 0
    let next = 0
    const worker = async () => {
      while (next < targets.length) {
        const target = targets[next++] as (typeof targets)[number]
        try {
          await this.storage.delete(target.folder, target.fileName)
          deleted += 1
        } catch (err) {
          this.log.warn({ err, ...target }, 'could not delete an expired temporary image')
        }
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_DELETES }, worker))
    return deleted
  }
}

function groupByBase(names: string[]): Map<string, string[]> {
  const byBase = new Map<string, string[]>()
  for (const name of names) {
    const parsed = parseStoredName(name)
    if (!parsed) continue
    const list = byBase.get(parsed.base)
    if (list) list.push(name)
    else byBase.set(parsed.base, [name])
  }
  return byBase
}
