import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { errors } from '../http/errors.ts'

const digest = (s: string) => createHash('sha256').update(s).digest()

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (Bearer). Without
 * a token configured the route answers 404, as if it did not exist: the figures are not public.
 */
export function metricsRoutes(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  app.get('/metrics', async (request, reply) => {
    if (!token) throw errors.notFound()
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
    // Equal-length digests, so the comparison takes as long whatever was sent.
    if (!timingSafeEqual(digest(given), digest(token))) {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw errors.notLoggedIn()
    }
    reply.header('cache-control', 'no-store')
    reply.type(registry.contentType)
    return registry.metrics()
  })
}
