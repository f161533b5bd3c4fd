import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { FormSubmissionRecord, RsvpRecord } from '#domain/forms/responses.ts'
import { formSubmissionRecordSchema, rsvpRecordSchema } from '#domain/forms/submissions.ts'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { requestLanguage } from '../http/request-context.ts'
import { fileResponse, idParam, okResponse, siteParams } from '../http/route-schemas.ts'
import { presentFormSubmission, presentRsvp } from '../presenters/response.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
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
  const giftsOf = (site: SiteRow) =>
    sites.content(site).siteModules.some(isGiftRegistry) ? giftsWorkbookData(services, site) : undefined

  // RSVPs and form answers are listed, deleted and exported alike, each under its own path.
  const kinds = [
    {
      path: '/api/rsvps/:siteId/v4',
      name: 'RSVPs',
      record: rsvpRecordSchema,
      file: 'osa.xlsx',
      list: async (site: SiteRow) => {
        const rows = await responses.rsvps(site.id)
        const numbers = await responses.groupNumbers(site.id, rows)
        const households = await services.households.householdNamesByGroup(site.id)
        // Each guest's answer per event, where the site has several (issue 32).
        const householdIds = await services.households.householdIdsByGroup(site.id)
        const events = await services.events.guestAnswers(site, rows, householdIds)
        return rows.map((row) => presentRsvp(row, numbers, households, events))
      },
      remove: (siteId: string, id: string) => responses.deleteRsvp(siteId, id),
      // osa.xlsx has the gift registry's sheet too, when the site has one (issue 35), and a
      // column per event where it has several (issue 32).
      workbook: async (list: RsvpRecord[], site: SiteRow, language: 'sv' | 'en' | 'da') =>
        responses.exportRsvps(list, sites.content(site), language, site.market, {
          gifts: await giftsOf(site),
          events: await services.events.answerColumns(site),
        }),
    },
    {
      path: '/api/form-submissions/:siteId',
      name: 'form answers',
      record: formSubmissionRecordSchema,
      file: 'formular.xlsx',
      list: async (site: SiteRow) => (await responses.formSubmissions(site.id)).map(presentFormSubmission),
      remove: (siteId: string, id: string) => responses.deleteFormSubmission(siteId, id),
      workbook: (list: FormSubmissionRecord[], site: SiteRow, language: 'sv' | 'en' | 'da') =>
        responses.exportFormSubmissions(list, sites.content(site), language, site.market),
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
      return reply.headers(noStore).send({ data: await kind.list(site) })
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
      // Each kind's list goes to its own workbook (the union of the kinds does not say so).
      const workbook = kind.workbook as (
        list: unknown,
        site: SiteRow,
        language: 'sv' | 'en' | 'da',
      ) => Promise<Buffer>
      const file = await workbook(await kind.list(site), site, requestLanguage(request, config))
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
