import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { activityQuerySchema, activityResponseSchema } from '#domain/members/activity.ts'
import { siteParams } from '../http/route-schemas.ts'
import { accountOf } from '../policies/actor.ts'
import { actingRole } from '../policies/roles.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

/**
 * Who did what on a site (issue 33, item 2): every member may ask (activity.read), and hears only
 * the kinds of activity their role sees (server/policies/roles.ts).
 */
export function activityRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const schema = {
    summary: 'Who did what on the site, newest first, as far as the caller’s role sees',
    tags: ['members'],
    params: siteParams,
    querystring: activityQuerySchema,
    response: { 200: activityResponseSchema },
  }
  app.get(
    '/api/sites/:siteId/activity',
    { ...ownerChecks(access).site('activity.read'), schema },
    async (request, reply) => {
      const site = await access.site(request, 'activity.read', request.params.siteId)
      const actor = await access.actorOf(request)
      const viewer = { role: actingRole(actor, site), accountId: accountOf(actor)?.id ?? null }
      return reply
        .header('cache-control', 'private, no-store')
        .send(await services.members.activityPage(site, viewer, request.query.page))
    },
  )
}
