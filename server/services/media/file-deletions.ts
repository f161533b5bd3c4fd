import type { FastifyBaseLogger } from 'fastify'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import type { FileDeletionsRepository, FileTarget } from '../../repositories/file-deletions.repository.ts'
import type { Clock } from '../ids.ts'

const FIRST_RETRY_MS = 5 * 60_000
const LAST_RETRY_MS = 6 * 60 * 60_000
const BATCH = 100

/** The wait before the try after `attempts` failed ones: doubling from 5 minutes, at most 6 hours. */
export function fileDeletionBackoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS)
}

/**
 * Deletes the stored files a transaction recorded in file_deletions: at once after it commits, and
 * again by the upload-cleanup job for any that failed, until the storage lets them go.
 */
export class FileDeletionsService {
  constructor(
    private readonly deletions: FileDeletionsRepository,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Deletes the targets now; one that fails stays recorded for the job and is logged, not thrown. */
  async deleteNow(targets: FileTarget[]): Promise<{ deleted: number; failed: number }> {
    let deleted = 0
    let failed = 0
    for (const target of targets) {
      if (await this.attempt(target, 0)) deleted += 1
      else failed += 1
    }
    return { deleted, failed }
  }

  /** The job's part: tries again what is due. */
  async retryDue(now: Date): Promise<{ deleted: number; failed: number }> {
    let deleted = 0
    let failed = 0
    const rows = await this.deletions.due(now.toISOString(), BATCH)
    for (const row of rows) {
      if (await this.attempt(row, row.attempts)) deleted += 1
      else failed += 1
    }
    return { deleted, failed }
  }

  private async attempt(target: FileTarget, attempts: number): Promise<boolean> {
    try {
      const names = (await this.storage.list(target.folder)).filter((name) => name.startsWith(target.prefix))
      for (const name of names) await this.storage.delete(target.folder, name)
      if (target.prefix === '') await this.storage.removeFolder?.(target.folder)
      await this.deletions.done(target)
      return true
    } catch (err) {
      const next = new Date(this.clock().getTime() + fileDeletionBackoffMs(attempts + 1)).toISOString()
      this.log.warn(
        { err, ...target, next },
        'could not delete stored files; the upload-cleanup job tries again',
      )
      await this.deletions
        .failed(target, (err as Error).message ?? String(err), next)
        .catch((e) => this.log.warn({ err: e, ...target }, 'could not record a failed file deletion'))
      return false
    }
  }
}
