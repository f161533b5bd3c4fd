import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { printLanguage } from '#domain/prints/defaults.ts'
import { householdCardContent } from '#domain/prints/household-cards.ts'
import { AppError } from '../http/errors.ts'
import { fileResponse, idParam } from '../http/route-schemas.ts'
import { householdsOpenedBy } from '../policies/print-pass.ts'
import { presentPrint } from '../presenters/print.presenter.ts'
import { NO_GUEST_DATA, presentPublicSite } from '../presenters/site.presenter.ts'
import { renderPrintPdf } from '../prints/pdf.ts'
import { inlineProtectedImages } from '../prints/pdf-images.ts'
import { printQrSources } from '../prints/pdf-qr.ts'
import { QUICK_START_FOLDER } from '../services/media/uploads.service.ts'
import { printErrors } from '../services/orders/prints-errors.ts'
import { printLoadFailedDocument, renderPrintPdfDocument } from '../ssr/print-pdf-page.tsx'
import type { RouteContext } from './context.ts'
import { ownerFirst } from './owner-first.ts'

const pageParams = z.object({
  printId: z.string().min(1).max(100),
  serverAccessKey: z.string().min(1).max(200),
})
const pageQuery = z.object({ order: z.string().min(1).max(100).optional() })
const proofParams = z.object({ printId: idParam })
const tags = ['prints']
/** Documented only: the page checks its path and query itself and answers its own failure page. */
const pageSchema = {
  summary: "The print page the PDF renderer opens, by the print's secret key (?order= for an order's cards)",
  tags,
  params: z.object({ printId: z.string(), serverAccessKey: z.string() }),
  response: {
    200: fileResponse('text/html', 'The print page'),
    404: fileResponse('text/html', 'The print page saying the card could not be read'),
  },
}
const proofSchema = {
  summary: "The owner's proof PDF of a card",
  tags,
  params: proofParams,
  response: { 200: fileResponse('application/pdf', 'inbjudningskort-<id>.pdf') },
}

/** Spec 000 section 8: the print page's load failure. */
const PRINT_LOAD_FAILED = 'Misslyckades att hämta tryck vid utskrift'

const renderFailed = () =>
  new AppError(503, {
    sv: 'Provtrycket kunde inte skapas just nu. Försök igen om en stund.',
    en: 'The proof could not be made right now. Please try again in a while.',
    da: 'Prøvetrykket kunne ikke laves lige nu. Prøv igen om lidt.',
  })

/**
 * The print page the PDF renderer opens (/print-pdf/{printId}/{serverAccessKey}, spec 000 section
 * 2), read through the print's secret key, and the owner's proof download of the same PDF.
 */
export function printPdfRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get('/print-pdf/:printId/:serverAccessKey', { schema: pageSchema }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow')
    const params = pageParams.safeParse(request.params)
    const row = params.success
      ? await services.prints.withServerAccess(params.data.printId, params.data.serverAccessKey)
      : undefined
    const query = pageQuery.safeParse(request.query)
    const siteRow = row && query.success && (await services.sites.findById(row.site_id))
    // An order named here prints one card per household it copied; the print's key admits only
    // orders of that print.
    const order = query.data?.order ? await services.orders.findById(query.data.order) : undefined
    const households = row ? householdsOpenedBy(row, order) : undefined
    if (!row || !siteRow || (query.data?.order && !households))
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(printLoadFailedDocument(PRINT_LOAD_FAILED))
    const stored = presentPrint(row)
    const site = presentPublicSite(siteRow, NO_GUEST_DATA)
    // A protected site's photos reach no anonymous browser as stored: a bucket signs them, local
    // storage gives them inline.
    const print = siteRow.password
      ? { ...stored, content: await services.images.forGuests(siteRow, stored.content) }
      : stored
    const inlineImages =
      siteRow.password && !services.images.signsProtectedImages
        ? await inlineProtectedImages(print.content, [siteRow.id, QUICK_START_FOLDER], services.media)
        : undefined
    const cards = households?.map((household) => ({
      name: household.name,
      content: householdCardContent(print.content, household.link),
      events: household.events,
    }))
    const qrSrc = await printQrSources(
      cards ? { ...print, content: cards.flatMap((card) => card.content) } : print,
      siteRow,
    )
    const language = printLanguage(site)
    return reply
      .type('text/html; charset=utf-8')
      .send(renderPrintPdfDocument({ print, language, qrSrc, inlineImages, households: cards }))
  })

  const ownedPrint = async (request: FastifyRequest<{ Params: { printId: string } }>) => {
    const print = await services.prints.findById(request.params.printId)
    await access.resourceSite(request, 'print.edit', print?.site_id, printErrors.printNotFound)
    if (!print) throw printErrors.printNotFound()
    return print
  }
  app.get(
    '/api/prints/:printId/pdf',
    { ...ownerFirst(ownedPrint), schema: proofSchema },
    async (request, reply) => {
      const { printId } = request.params
      const print = await ownedPrint(request)
      let pdf: Buffer
      try {
        pdf = await renderPrintPdf(services, print.id)
      } catch (error) {
        if (error instanceof AppError) throw error
        request.log.error({ err: error, printId }, 'print PDF rendering failed')
        throw renderFailed()
      }
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="inbjudningskort-${print.id}.pdf"`)
        .type('application/pdf')
        .send(pdf)
    },
  )
}
