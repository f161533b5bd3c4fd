import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errors } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import type { RouteContext } from './context.ts'

const params = z.object({ file: z.string().max(40) })
/** YouTube may change a picture; a day's caching keeps page views from reaching the server. */
const CACHE_CONTROL = 'public, max-age=86400'

/** GET /media/video-thumbnail/<video id>.jpg: a video's preview picture, from the site's own host. */
export function videoThumbnailRoutes(app: FastifyInstance, { services }: RouteContext): void {
  app.get('/media/video-thumbnail/:file', async (request, reply) => {
    const { file } = parse(params, request.params)
    const videoId = file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : ''
    const jpeg = await services.videoThumbnails.thumbnail(videoId)
    if (!jpeg) throw errors.notFound()
    return reply.type('image/jpeg').header('cache-control', CACHE_CONTROL).send(jpeg)
  })
}
