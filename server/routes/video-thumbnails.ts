import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errors } from '../http/errors.ts'
import { fileResponse } from '../http/route-schemas.ts'
import type { RouteContext } from './context.ts'

const params = z.object({ file: z.string().max(40) })
/** YouTube may change a picture; a day's caching keeps page views from reaching the server. */
const CACHE_CONTROL = 'public, max-age=86400'

/** GET /media/video-thumbnail/<video id>.jpg: a video's preview picture, from the site's own host. */
const schema = {
  summary: "A video's preview picture, from the site's own host (<video id>.jpg)",
  tags: ['static'],
  params,
  response: { 200: fileResponse('image/jpeg', 'The picture') },
}

export function videoThumbnailRoutes(fastify: FastifyInstance, { services }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get('/media/video-thumbnail/:file', { schema }, async (request, reply) => {
    const { file } = request.params
    const videoId = file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : ''
    const jpeg = await services.videoThumbnails.thumbnail(videoId)
    if (!jpeg) throw errors.notFound()
    return reply.type('image/jpeg').header('cache-control', CACHE_CONTROL).send(jpeg)
  })
}
