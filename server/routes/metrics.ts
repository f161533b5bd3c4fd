import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { errors } from '../http/errors.ts'
import { fileResponse } from '../http/route-schemas.ts'
import { hasBearer } from '../http/trusted-caller.ts'

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (Bearer). Without
 * a token configured the route answers 404, as if it did not exist: the figures are not public.
 */
export function metricsRoutes(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  const schema = {
    summary: 'Prometheus metrics (Bearer METRICS_TOKEN)',
    tags: ['operations'],
    response: { 200: fileResponse('text/plain', "Prometheus's text format") },
  }
  app.get('/metrics', { schema }, async (request, reply) => {
    if (!token) throw errors.notFound()
    if (!hasBearer(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw errors.notLoggedIn()
    }
    reply.header('cache-control', 'no-store')
    reply.type(registry.contentType)
    return registry.metrics()
  })
}
