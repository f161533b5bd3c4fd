import type { FileDeletionsService } from '../services/media/file-deletions.ts'
import type { UploadsService } from '../services/media/uploads.service.ts'
import type { JobLog, RecurringJob } from './jobs.ts'

/**
 * Quick-start images nobody saved into a site are removed a day after upload; hourly is soon enough.
 * The same run deletes again the files an erasure could not delete at once (file_deletions).
 */
export function uploadCleanupJob(
  uploads: UploadsService,
  files: Pick<FileDeletionsService, 'retryDue'>,
  log: JobLog,
): RecurringJob {
  return {
    name: 'upload-cleanup',
    everyMs: 60 * 60_000,
    async run(now) {
      const removed = await uploads.removeExpiredTemporaryImages(now)
      if (removed.images > 0) log.info(removed, 'removed expired temporary images')
      const retried = await files.retryDue(now)
      if (retried.deleted + retried.failed > 0) log.info(retried, 'deleted files left by an erasure')
    },
  }
}
