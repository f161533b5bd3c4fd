import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../http/errors.ts'
import { trustedOrigin } from '../http/request-context.ts'
import { errorResponseSchema, fileResponse, idParam, siteParams } from '../http/route-schemas.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const noStore = { 'cache-control': 'private, no-store' }
const renderFailed = () =>
  new AppError(503, {
    sv: 'Det gick inte att skapa bordskortet just nu. Försök igen om en stund.',
    en: 'The table card could not be made just now. Try again in a while.',
    da: 'Bordkortet kunne ikke laves lige nu. Prøv igen om lidt.',
  })

/** The printed A6 table card with the upload page's QR code (issue 34): owner and co-owners. */
export function photoTableCardRoutes(
  fastify: FastifyInstance,
  { config, services, access }: RouteContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { tableCard } = services

  app.get(
    '/api/sites/:siteId/photos/table-card',
    {
      ...ownerChecks(access).site('photos.moderate'),
      schema: {
        summary: 'The A6 table card with the QR code of the upload page, as a PDF',
        tags: ['photos'],
        params: siteParams,
        response: {
          200: fileResponse('application/pdf', 'bordskort-bilder.pdf'),
          '4xx': errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'photos.moderate', request.params.siteId)
      let pdf: Buffer
      try {
        pdf = await tableCard.pdfOf(site, trustedOrigin(request, config))
      } catch (error) {
        if (error instanceof AppError) throw error
        request.log.error({ err: error, siteId: site.id }, 'table card PDF failed')
        throw renderFailed()
      }
      return reply
        .headers({ ...noStore, 'content-disposition': 'attachment; filename="bordskort-bilder.pdf"' })
        .type('application/pdf')
        .send(pdf)
    },
  )

  // The page the PDF renderer's browser prints, opened by a short-lived pass signed for this address.
  app.get(
    '/photo-table-card-print/:siteId/:pass',
    {
      schema: {
        hide: true,
        params: z.object({ siteId: idParam, pass: z.string().max(200) }),
        querystring: z.object({ url: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      const html = await tableCard.printPage(request.params.siteId, request.params.pass, request.query.url)
      void reply.headers({ ...noStore, 'x-robots-tag': 'noindex, nofollow' })
      if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
      return reply.type('text/html; charset=utf-8').send(html)
    },
  )
}
