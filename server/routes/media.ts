import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errors } from '../http/errors.ts'
import { IMMUTABLE_CACHE_CONTROL } from '../integrations/storage/media-storage.ts'
import { authorize } from '../policies/authorize.ts'
import type { RouteContext } from './context.ts'

/** Guests who gave the password may keep an image a while, in their own browser only. */
export const PRIVATE_MEDIA_CACHE_CONTROL = 'private, max-age=86400'

/**
 * Uploaded images in local storage, at `/media/u/<folder>/<file>`. Names never change content, so
 * an unprotected site's images are cached for a year by anyone. Those of a password-protected site
 * are served only to its owner and to visitors holding its visitor cookie, and only privately:
 * the policy decides, as it does for the page itself.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { config, services, access } = ctx

  const cacheControlFor = async (request: FastifyRequest): Promise<string> => {
    const [folder, fileName, ...rest] = String((request.params as { '*'?: unknown })['*'] ?? '').split('/')
    // Guests' photos and their upload parts are served only through the photo routes, which know
    // their approval; the parts, as sent, carry the metadata that must never be served.
    if (folder?.startsWith('photos-')) throw errors.notFound()
    if (!folder || !fileName || rest.length > 0) return IMMUTABLE_CACHE_CONTROL
    const siteId = await services.uploads.siteOfFile(folder, fileName)
    if (!siteId) return IMMUTABLE_CACHE_CONTROL
    const site = await services.sites.findById(siteId)
    if (!site?.password) return IMMUTABLE_CACHE_CONTROL
    authorize(await access.actorOf(request), 'media.view', site)
    return PRIVATE_MEDIA_CACHE_CONTROL
  }

  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      void reply.header('cache-control', await cacheControlFor(request))
    })
    await scope.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/u/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (reply) => void reply.header('x-content-type-options', 'nosniff'),
    })
  })
}
