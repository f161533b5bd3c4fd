import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { trustedOrigin } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { siteQrPng } from '../services/qr.service.ts'
import type { RouteContext } from './context.ts'

const qrParams = z.object({
  siteId: z.string().min(1).max(100),
  // Lower case letters, digits, dots and hyphens only: the host also goes into a file name header.
  host: z
    .string()
    .max(253)
    .transform((host) => host.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/)),
})
const qrQuery = z.object({ download: z.enum(['0', '1']).optional() })

/** GET /api/sites/{siteId}/qr/{host}/png (spec 001 section 7): the site address as a QR image. */
export function qrRoutes(app: FastifyInstance, { config, access }: RouteContext): void {
  app.get('/api/sites/:siteId/qr/:host/png', async (request, reply) => {
    const { siteId, host } = parse(qrParams, request.params)
    const { download } = parse(qrQuery, request.query)
    const site = await access.site(request, 'site.read', siteId)
    const png = await siteQrPng(site, host, trustedOrigin(request, config))
    void reply.header('cache-control', 'private, max-age=300').type('image/png')
    if (download === '1') void reply.header('content-disposition', `attachment; filename="qr-${host}.png"`)
    return reply.send(png)
  })
}
