import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicSiteUrl } from '#domain/hosts.ts'
import { checkQrColors, normaliseHexColor, QR_MIN_CONTRAST } from '#domain/prints/qr-colors.ts'
import { hostOf, trustedOrigin } from '../http/request-context.ts'
import { binary, fileResponse, idParam } from '../http/route-schemas.ts'
import { coloredQr, qrColorErrors, siteQrPng } from '../services/orders/qr.service.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const qrParams = z.object({
  siteId: idParam,
  // Lower case letters, digits, dots and hyphens only: the host also goes into a file name header.
  host: z
    .string()
    .max(253)
    .transform((host) => host.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/)),
})
const qrQuery = z.object({ download: z.enum(['0', '1']).optional() })

/** An address a card's QR code may hold: an http(s) URL (any site's, as the owner typed it), or DEMO. */
const anyQrParams = z.object({
  url: z
    .string()
    .min(1)
    .max(500)
    .refine((v) => v === 'DEMO' || /^https?:\/\/[^\s]+$/i.test(v), { error: 'An http(s) address or DEMO' }),
})
const anyQrQuery = z.object({
  darkColor: z.string().max(20).optional(),
  lightColor: z.string().max(20).optional(),
  format: z.enum(['png', 'svg']).optional(),
})

/** GET /api/sites/{siteId}/qr/{host}/png (spec 001 section 7): the site address as a QR image. */
const tags = ['qr']

export function qrRoutes(fastify: FastifyInstance, { config, services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const siteQr = {
    ...ownerChecks(access).site('site.read'),
    schema: {
      summary: 'The site address as a QR image',
      tags,
      params: qrParams,
      querystring: qrQuery,
      response: { 200: fileResponse('image/png', 'The QR code') },
    },
  }
  app.get('/api/sites/:siteId/qr/:host/png', siteQr, async (request, reply) => {
    const { siteId, host } = request.params
    const { download } = request.query
    const site = await access.site(request, 'site.read', siteId)
    const png = await siteQrPng(site, host, trustedOrigin(request, config), services.hosts)
    void reply.header('cache-control', 'private, max-age=300').type('image/png')
    if (download === '1') void reply.header('content-disposition', `attachment; filename="qr-${host}.png"`)
    return reply.send(png)
  })

  // GET /api/qr/{url or DEMO}?darkColor=&lightColor= (spec 002 section 7): the QR code on a card.
  // It holds only what the caller sends and reveals nothing, so it needs no account (quick start).
  const anyQr = {
    schema: {
      summary: 'The QR code on a card, in its colours',
      tags,
      params: anyQrParams,
      querystring: anyQrQuery,
      response: {
        200: {
          description: 'The QR code',
          content: {
            'image/png': { schema: binary },
            'image/svg+xml': { schema: binary },
          },
        },
      },
    },
  }
  app.get('/api/qr/:url', anyQr, async (request, reply) => {
    const { url } = request.params
    const query = request.query
    const dark = normaliseHexColor(query.darkColor ?? '#000000')
    if (!dark) throw qrColorErrors.notHex('darkColor')
    const light = normaliseHexColor(query.lightColor ?? '#ffffff')
    if (!light) throw qrColorErrors.notHex('lightColor')
    const check = checkQrColors(dark, light)
    if (!check.ok) {
      throw check.reason === 'inverted'
        ? qrColorErrors.inverted()
        : qrColorErrors.lowContrast(check.ratio, QR_MIN_CONTRAST)
    }
    const text =
      url === 'DEMO'
        ? publicSiteUrl(hostOf(request, config).brand.demoHost, trustedOrigin(request, config))
        : url
    const format = query.format ?? 'png'
    const image = await coloredQr(text, { dark, light }, format)
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
      .send(image)
  })
}
