import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { authorizedAccount } from '../policies/authorize.ts'
import { presentAccountPage } from '../presenters/account-page.presenter.ts'
import type { RouteContext } from './context.ts'

const siteParams = z.object({ siteId: z.string().min(1).max(100) })

/** The owner's account page of one site (spec 000 section 2). */
export function accountPageRoutes(app: FastifyInstance, { services, access }: RouteContext): void {
  app.get('/api/sites/:siteId/account/', async (request, reply) => {
    const { siteId } = siteParams.parse(request.params)
    const site = await access.site(request, 'site.read', siteId)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const visitorCount = await services.visits.count(site.id)
    return reply
      .header('cache-control', 'private, no-store')
      .send(presentAccountPage(account, site, visitorCount, await services.domains.listForSite(site.id)))
  })
}
