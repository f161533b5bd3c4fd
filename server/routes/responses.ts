import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { currentAccount, requestLanguage } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import type { RouteContext } from './context.ts'

const siteParams = z.object({ siteId: z.string().min(1).max(100) })
const itemParams = siteParams.extend({ id: z.string().min(1).max(100) })
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The owner's responses viewer: RSVPs (spec 002 section 7) and form answers, list, delete, export. */
export function responseRoutes(app: FastifyInstance, { config, services }: RouteContext): void {
  const { sites, responses } = services

  const owned = async (request: FastifyRequest) => {
    const { siteId } = parse(siteParams, request.params)
    return sites.getOwned(await currentAccount(request, services), siteId)
  }
  const noStore = { 'cache-control': 'private, no-store' }

  app.get('/api/rsvps/:siteId/v4', async (request, reply) => {
    const site = await owned(request)
    return reply.headers(noStore).send({ data: await responses.rsvps(site.id) })
  })

  app.delete('/api/rsvps/:siteId/v4/:id', async (request) => {
    const site = await owned(request)
    await responses.deleteRsvp(site.id, parse(itemParams, request.params).id)
    return { ok: true }
  })

  app.get('/api/rsvps/:siteId/v4/export', async (request, reply) => {
    const site = await owned(request)
    const file = await responses.exportRsvps(site.id, sites.content(site), requestLanguage(request, config))
    return reply
      .headers({ ...noStore, 'content-type': XLSX, 'content-disposition': 'attachment; filename="osa.xlsx"' })
      .send(file)
  })

  app.get('/api/form-submissions/:siteId', async (request, reply) => {
    const site = await owned(request)
    return reply.headers(noStore).send({ data: await responses.formSubmissions(site.id) })
  })

  app.delete('/api/form-submissions/:siteId/:id', async (request) => {
    const site = await owned(request)
    await responses.deleteFormSubmission(site.id, parse(itemParams, request.params).id)
    return { ok: true }
  })

  app.get('/api/form-submissions/:siteId/export', async (request, reply) => {
    const site = await owned(request)
    const file = await responses.exportFormSubmissions(
      site.id,
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
