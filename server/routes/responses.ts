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

  const rsvps = async (siteId: string) => (await responses.rsvps(siteId)).map(presentRsvp)
  const formSubmissions = async (siteId: string) =>
    (await responses.formSubmissions(siteId)).map(presentFormSubmission)

  app.get('/api/rsvps/:siteId/v4', async (request, reply) => {
    const site = await owned(request)
    return reply.headers(noStore).send({ data: await rsvps(site.id) })
  })

  app.delete('/api/rsvps/:siteId/v4/:id', async (request) => {
    const site = await owned(request)
    await responses.deleteRsvp(site.id, parse(itemParams, request.params).id)
    return { ok: true }
  })

  app.get('/api/rsvps/:siteId/v4/export', async (request, reply) => {
    const site = await owned(request)
    const file = await responses.exportRsvps(
      await rsvps(site.id),
      sites.content(site),
      requestLanguage(request, config),
    )
    return reply
      .headers({ ...noStore, 'content-type': XLSX, 'content-disposition': 'attachment; filename="osa.xlsx"' })
      .send(file)
  })

  app.get('/api/form-submissions/:siteId', async (request, reply) => {
    const site = await owned(request)
    return reply.headers(noStore).send({ data: await formSubmissions(site.id) })
  })

  app.delete('/api/form-submissions/:siteId/:id', async (request) => {
    const site = await owned(request)
    await responses.deleteFormSubmission(site.id, parse(itemParams, request.params).id)
    return { ok: true }
  })

  app.get('/api/form-submissions/:siteId/export', async (request, reply) => {
    const site = await owned(request)
    const file = await responses.exportFormSubmissions(
      await formSubmissions(site.id),
      sites.content(site),
      requestLanguage(request, config),
    )
    return reply
      .headers({
        ...noStore,
        'content-type': XLSX,
        'content-disposition': 'attachment; filename="formular.xlsx"',
      })
      .send(file)
  })
}
