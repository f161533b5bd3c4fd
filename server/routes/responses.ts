import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requestLanguage } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { presentFormSubmission, presentRsvp } from '../presenters/response.presenter.ts'
import type { RouteContext } from './context.ts'

const siteParams = z.object({ siteId: z.string().min(1).max(100) })
const itemParams = siteParams.extend({ id: z.string().min(1).max(100) })
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The owner's responses viewer: RSVPs (spec 002 section 7) and form answers, list, delete, export. */
export function responseRoutes(app: FastifyInstance, { config, services, access }: RouteContext): void {
  const { sites, responses } = services

  const owned = (request: FastifyRequest) =>
    access.site(request, 'site.viewResponses', parse(siteParams, request.params).siteId)
  const noStore = { 'cache-control': 'private, no-store' }

  // RSVPs and form answers are listed, deleted and exported alike, each under its own path.
  const kinds = [
    {
      path: '/api/rsvps/:siteId/v4',
      file: 'osa.xlsx',
      list: async (siteId: string) => {
        const rows = await responses.rsvps(siteId)
        const numbers = await responses.groupNumbers(siteId, rows)
        const households = await services.households.householdNamesByGroup(siteId)
        return rows.map((row) => presentRsvp(row, numbers, households))
      },
      remove: (siteId: string, id: string) => responses.deleteRsvp(siteId, id),
      workbook: responses.exportRsvps.bind(responses),
    },
    {
      path: '/api/form-submissions/:siteId',
      file: 'formular.xlsx',
      list: async (siteId: string) => (await responses.formSubmissions(siteId)).map(presentFormSubmission),
      remove: (siteId: string, id: string) => responses.deleteFormSubmission(siteId, id),
      workbook: responses.exportFormSubmissions.bind(responses),
    },
  ]

  for (const kind of kinds) {
    app.get(kind.path, async (request, reply) => {
      const site = await owned(request)
      return reply.headers(noStore).send({ data: await kind.list(site.id) })
    })

    app.delete(`${kind.path}/:id`, async (request) => {
      const site = await owned(request)
      await kind.remove(site.id, parse(itemParams, request.params).id)
      return { ok: true }
    })

    app.get(`${kind.path}/export`, async (request, reply) => {
      const site = await owned(request)
      const file = await kind.workbook(
        await kind.list(site.id),
        sites.content(site),
        requestLanguage(request, config),
        site.market,
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
