import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { formSubmissionRecordSchema, rsvpRecordSchema } from '#domain/forms/submissions.ts'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { requestLanguage } from '../http/request-context.ts'
import { fileResponse, idParam, okResponse, siteParams } from '../http/route-schemas.ts'
import { presentFormSubmission, presentRsvp } from '../presenters/response.presenter.ts'
import { giftsWorkbookData } from '../services/guests/gifts-xlsx.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const itemParams = siteParams.extend({ id: idParam })
const tags = ['responses']
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The owner's responses viewer: RSVPs (spec 002 section 7) and form answers, list, delete, export. */
export function responseRoutes(fastify: FastifyInstance, { config, services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { sites, responses } = services

  const owned = (request: FastifyRequest<{ Params: { siteId: string } }>) =>
    access.site(request, 'site.viewResponses', request.params.siteId)
  const ownerFirst = ownerChecks(access).site('site.viewResponses')
  const noStore = { 'cache-control': 'private, no-store' }

  // RSVPs and form answers are listed, deleted and exported alike, each under its own path.
  const kinds = [
    {
      path: '/api/rsvps/:siteId/v4',
      name: 'RSVPs',
      record: rsvpRecordSchema,
      file: 'osa.xlsx',
      list: async (siteId: string) => {
        const rows = await responses.rsvps(siteId)
        const numbers = await responses.groupNumbers(siteId, rows)
        const households = await services.households.householdNamesByGroup(siteId)
        return rows.map((row) => presentRsvp(row, numbers, households))
      },
      remove: (siteId: string, id: string) => responses.deleteRsvp(siteId, id),
      workbook: responses.exportRsvps.bind(responses),
      // osa.xlsx has the gift registry's sheet too, when the site has one (issue 35).
      gifts: true,
    },
    {
      path: '/api/form-submissions/:siteId',
      name: 'form answers',
      record: formSubmissionRecordSchema,
      file: 'formular.xlsx',
      list: async (siteId: string) => (await responses.formSubmissions(siteId)).map(presentFormSubmission),
      remove: (siteId: string, id: string) => responses.deleteFormSubmission(siteId, id),
      workbook: responses.exportFormSubmissions.bind(responses),
      gifts: false,
    },
  ]

  for (const kind of kinds) {
    const list = {
      summary: `The site's ${kind.name}`,
      tags,
      params: siteParams,
      response: { 200: z.object({ data: z.array(kind.record) }) },
    }
    app.get(kind.path, { ...ownerFirst, schema: list }, async (request, reply) => {
      const site = await owned(request)
      return reply.headers(noStore).send({ data: await kind.list(site.id) })
    })

    const remove = {
      summary: `Delete one of the ${kind.name}`,
      tags,
      params: itemParams,
      response: { 200: okResponse },
    }
    app.delete(`${kind.path}/:id`, { ...ownerFirst, schema: remove }, async (request) => {
      const site = await owned(request)
      await kind.remove(site.id, request.params.id)
      return { ok: true as const }
    })

    const exporting = {
      summary: `The site's ${kind.name} as a spreadsheet`,
      tags,
      params: siteParams,
      response: { 200: fileResponse(XLSX, kind.file) },
    }
    app.get(`${kind.path}/export`, { ...ownerFirst, schema: exporting }, async (request, reply) => {
      const site = await owned(request)
      const content = sites.content(site)
      const gifts =
        kind.gifts && content.siteModules.some(isGiftRegistry)
          ? await giftsWorkbookData(services, site)
          : undefined
      const file = await kind.workbook(
        await kind.list(site.id),
        content,
        requestLanguage(request, config),
        site.market,
        gifts,
      )
      return reply
        .headers({
          ...noStore,
          'content-type': XLSX,
          'content-disposition': `attachment; filename="${kind.file}"`,
        })
        .send(file)
    })
  }
}
