import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { accountPageSchema } from '#domain/payments.ts'
import { siteParams } from '../http/route-schemas.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import { presentAccountPage } from '../presenters/account-page.presenter.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const schema = {
  summary: "The owner's account page of one site",
  tags: ['accounts'],
  params: siteParams,
  response: { 200: accountPageSchema },
}

/** The owner's account page of one site (spec 000 section 2). */
export function accountPageRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const first = ownerChecks(access).site('payment.read')
  app.get('/api/sites/:siteId/account/', { ...first, schema }, async (request, reply) => {
    const { siteId } = request.params
    const site = await access.site(request, 'payment.read', siteId)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const visitorCount = await services.visits.count(site.id)
    return reply
      .header('cache-control', 'private, no-store')
      .send(presentAccountPage(account, site, visitorCount, await services.domains.listForSite(site.id)))
  })
}
