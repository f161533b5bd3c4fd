import type { UploadsService } from '../services/uploads.service.ts'
import type { JobLog, RecurringJob } from './jobs.ts'

/** Quick-start images nobody saved into a site are removed a day after upload; hourly is soon enough. */
export function uploadCleanupJob(uploads: UploadsService, log: JobLog): RecurringJob {
  return {
    name: 'upload-cleanup',
    everyMs: 60 * 60_000,
    async run(now) {
      const removed = await uploads.removeExpiredTemporaryImages(now)
      if (removed.images > 0) log.info(removed, 'removed expired temporary images')
    },
  }
}
