import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { isQuickStartVariant, quickStartSite } from '#domain/wizard/quick-start.ts'
import { errors } from '../http/errors.ts'
import { hostOf } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { accountOf } from '../policies/actor.ts'
import type { RouteContext } from './context.ts'

const variantParams = z.object({ id: z.string().min(1).max(60) })

/**
 * GET /api/sites/quick-start/{id} (spec 001 section 7): the starting site of a quick-start variant
 * for the host's brand, and the logged-in caller's own site (so the page can offer a link to it).
 * Anyone may ask; nothing is stored until the visitor signs up and creates the site.
 */
export function quickStartRoutes(app: FastifyInstance, { config, services, access }: RouteContext): void {
  app.get('/api/sites/quick-start/:id', async (request) => {
    const { id } = parse(variantParams, request.params)
    if (!isQuickStartVariant(id)) throw errors.notFound()
    const account = accountOf(await access.actorOf(request))
    const own = account ? await services.accounts.latestSite(account) : undefined
    let n = 0
    const site = quickStartSite(id, {
      brandInfo: hostOf(request, config).brand,
      now: new Date(),
      newId: (prefix) => `${prefix}-qs-${++n}`,
    })
    return { site, loggedInUsersSiteId: own?.id ?? null }
  })
}
