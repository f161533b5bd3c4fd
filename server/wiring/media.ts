import type { Config } from '../config.ts'
import { googleStaticMapRenderer } from '../integrations/maps/google-static-map-renderer.ts'
import type { MapRenderer } from '../integrations/maps/map-renderer.ts'
import { offlineMapRenderer } from '../integrations/maps/offline-map-renderer.ts'
import { localFolderStorage } from '../integrations/storage/local-folder-storage.ts'
import type { MediaStorage } from '../integrations/storage/media-storage.ts'
import { s3Storage } from '../integrations/storage/s3-storage.ts'
import {
  offlineThumbnailSource,
  youtubeThumbnailSource,
} from '../integrations/video-thumbnails/video-thumbnail-source.ts'
import { uploadCleanupJob } from '../jobs/upload-cleanup-job.ts'
import { FileDeletionsService } from '../services/media/file-deletions.ts'
import { WorkQueue } from '../services/media/images/work-queue.ts'
import { ImagesService } from '../services/media/images.service.ts'
import { MapsService } from '../services/media/maps.service.ts'
import { UploadsService } from '../services/media/uploads.service.ts'
import { VideoThumbnailsService } from '../services/media/video-thumbnails.service.ts'
import type { Area, Wiring } from './wiring.ts'

/** Uploads waiting for the image queue beyond this are answered 503 instead of held in memory. */
const IMAGE_QUEUE_MAX_WAITING = 100

export interface MediaServices {
  /** Where uploads are stored; /readyz checks it is reachable. */
  media: MediaStorage
  uploads: UploadsService
  images: ImagesService
  maps: MapsService
  videoThumbnails: VideoThumbnailsService
}

/** Uploads, images, maps and video thumbnails; its job removes images nobody saved into a site. */
export function wireMedia({
  config,
  repos,
  clock,
  log,
  options,
}: Wiring): Area<MediaServices & { fileDeletions: FileDeletionsService }> {
  const media = options.mediaStorage ?? mediaStorageFor(config)
  const uploads = new UploadsService(repos.uploads, media, clock, log)
  const fileDeletions = new FileDeletionsService(repos.fileDeletions, media, clock, log)
  return {
    services: {
      media,
      uploads,
      fileDeletions,
      images: new ImagesService(
        media,
        uploads,
        options.imageQueue ?? new WorkQueue(config.IMAGE_PROCESSING_CONCURRENCY, IMAGE_QUEUE_MAX_WAITING),
      ),
      videoThumbnails: new VideoThumbnailsService(
        media,
        options.videoThumbnailSource ??
          (config.VIDEO_THUMBNAILS === 'youtube' ? youtubeThumbnailSource() : offlineThumbnailSource()),
      ),
      maps: new MapsService(media, uploads, options.mapRenderer ?? mapRendererFor(config, log)),
    },
    jobs: [uploadCleanupJob(uploads, fileDeletions, log)],
  }
}

function mediaStorageFor(config: Config): MediaStorage {
  const { storage } = config
  if (storage.kind === 's3') {
    return s3Storage({
      bucket: storage.bucket,
      endpoint: storage.endpoint,
      region: storage.region,
      credentials: storage.credentials,
      forcePathStyle: storage.forcePathStyle,
      mediaBaseUrl: storage.mediaBaseUrl,
    })
  }
  return localFolderStorage(config.mediaDir, '/media/u')
}

/** Google Static Maps when a key is configured; otherwise the embedded offline renderer. */
function mapRendererFor(config: Config, log: Wiring['log']): MapRenderer {
  if (config.GOOGLE_MAPS_API_KEY) return googleStaticMapRenderer({ apiKey: config.GOOGLE_MAPS_API_KEY, log })
  return offlineMapRenderer()
}
