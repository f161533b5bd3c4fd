import type { MediaStorage } from '../integrations/storage/media-storage.ts'
import type { JobRunner, RecurringJob } from '../jobs/jobs.ts'
import type { MailService } from '../services/mail/mail.service.ts'
import { WorkQueue } from '../services/media/images/work-queue.ts'
import { PhotoZipsService } from '../services/photos/photo-zips.service.ts'
import { PhotosService } from '../services/photos/photos.service.ts'
import type { Area, Wiring } from './wiring.ts'

/** Guests' finished uploads waiting their turn; they hold no bytes while they wait (only their row). */
const PHOTO_QUEUE_MAX_WAITING = 500

/** Uploads nobody touched for this long are given up, their parts removed. */
const ABANDONED_AFTER_MS = 7 * 24 * 60 * 60_000

export interface PhotosServices {
  photos: PhotosService
  photoZips: PhotoZipsService
}

/** Guests' photos (issue 34): uploads, moderation, the live slideshow's changes and the zip job. */
export function wirePhotos(
  { config, repos, clock, log, invalidation, options }: Wiring,
  deps: { media: MediaStorage; mail: MailService; jobs: JobRunner },
): Area<PhotosServices> {
  const photos = new PhotosService(
    repos.photos,
    deps.media,
    options.imageQueue ?? new WorkQueue(config.PHOTO_PROCESSING_CONCURRENCY, PHOTO_QUEUE_MAX_WAITING),
    invalidation,
    clock,
    { quotaBytes: config.PHOTOS_QUOTA_BYTES, perGuestPerHour: config.PHOTOS_PER_GUEST_PER_HOUR },
  )
  const photoZips = new PhotoZipsService(repos.photos, photos, deps.jobs, deps.mail, deps.media, clock)
  const cleanup: RecurringJob = {
    name: 'photo-uploads-cleanup',
    everyMs: 60 * 60_000,
    async run(now) {
      const removed = await photos.removeAbandoned(now, ABANDONED_AFTER_MS)
      if (removed > 0) log.info({ removed }, 'removed abandoned photo uploads')
    },
  }
  return { services: { photos, photoZips }, jobs: [cleanup] }
}
