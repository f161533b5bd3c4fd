import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  mailSpeakersResponseSchema,
  runningOrderResponseSchema,
  runningOrderSchema,
} from '#domain/running-order/running-order.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { AppError } from '../http/errors.ts'
import { requestLanguage } from '../http/request-context.ts'
import { fileResponse, idParam, siteParams } from '../http/route-schemas.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const tags = ['running order']
const noStore = { 'cache-control': 'private, no-store' }
const renderFailed = () =>
  new AppError(503, {
    sv: 'Det gick inte att skapa PDF:en just nu. Försök igen om en stund.',
    en: 'The PDF could not be made just now. Try again in a while.',
    da: 'PDF’en kunne ikke laves lige nu. Prøv igen om lidt.',
  })

/** The toastmaster's running order (issue 33): owner, co-owners and the toastmaster. */
export function runningOrderRoutes(
  fastify: FastifyInstance,
  { config, services, access }: RouteContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { runningOrder } = services
  const first = ownerChecks(access).site('runningOrder.edit')
  const site = (request: FastifyRequest<{ Params: { siteId: string } }>) =>
    access.site(request, 'runningOrder.edit', request.params.siteId)
  const account = async (request: FastifyRequest) =>
    authorizedAccount(await access.actorOf(request), 'account.read')
  const path = '/api/sites/:siteId/running-order'

  app.get(
    path,
    {
      ...first,
      schema: {
        summary: 'The running order, the sign-ups and the forms that can be the sign-up form',
        tags,
        params: siteParams,
        response: { 200: runningOrderResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await runningOrder.read(await site(request), requestLanguage(request, config))),
  )

  app.put(
    path,
    {
      ...first,
      schema: {
        summary: 'Save the running order: the sign-up form and the blocks with their sign-ups and notes',
        tags,
        params: siteParams,
        body: runningOrderSchema,
        response: { 200: runningOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await site(request)
      const answer = await runningOrder.save(
        row,
        await account(request),
        request.body,
        requestLanguage(request, config),
      )
      return reply.headers(noStore).send(answer)
    },
  )

  app.get(
    `${path}/pdf`,
    {
      ...first,
      schema: {
        summary: 'The running order as an A4 PDF',
        tags,
        params: siteParams,
        response: { 200: fileResponse('application/pdf', 'talarlista.pdf') },
      },
    },
    async (request, reply) => {
      const row = await site(request)
      let pdf: Buffer
      try {
        pdf = await runningOrder.pdfOf(row, requestLanguage(request, config))
      } catch (error) {
        request.log.error({ err: error, siteId: row.id }, 'running order PDF failed')
        throw renderFailed()
      }
      return reply
        .headers({ ...noStore, 'content-disposition': 'attachment; filename="talarlista.pdf"' })
        .type('application/pdf')
        .send(pdf)
    },
  )

  app.post(
    `${path}/speaker-mails`,
    {
      ...first,
      schema: {
        summary: 'Mail each placed speaker their slot, once (through the jobs queue)',
        tags,
        params: siteParams,
        response: { 202: mailSpeakersResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await site(request)
      const queued = await runningOrder.mailSpeakers(
        row,
        await account(request),
        requestLanguage(request, config),
      )
      return reply.status(202).send({ queued })
    },
  )

  // The page the PDF renderer's browser prints, opened by a short-lived signed pass.
  app.get(
    '/running-order-print/:siteId/:pass',
    {
      schema: {
        hide: true,
        params: z.object({ siteId: idParam, pass: z.string().max(200) }),
        querystring: z.object({ lang: z.string().max(5).optional() }),
      },
    },
    async (request, reply) => {
      const lang = request.query.lang
      const html = await runningOrder.printPage(
        request.params.siteId,
        request.params.pass,
        lang && isInterfaceLanguage(lang) ? lang : 'sv',
      )
      void reply.headers({ ...noStore, 'x-robots-tag': 'noindex, nofollow' })
      if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
      return reply.type('text/html; charset=utf-8').send(html)
    },
  )
}
