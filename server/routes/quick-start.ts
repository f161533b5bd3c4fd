import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type SiteV2, siteV2Schema } from '#domain/site/schema.ts'
import { isQuickStartVariant, type QuickStartVariant, quickStartSite } from '#domain/wizard/quick-start.ts'
import { errors } from '../http/errors.ts'
import { hostOf } from '../http/request-context.ts'
import { accountOf } from '../policies/actor.ts'
import type { RouteContext } from './context.ts'

const variantParams = z.object({ id: z.string().min(1).max(60) })
const tags = ['quick-start']
const startingSiteAnswer = {
  200: z.object({ site: siteV2Schema, loggedInUsersSiteId: z.string().nullable() }),
}

/**
 * GET /api/sites/quick-start/{id} (spec 001 section 7): the starting site of a quick-start variant
 * for the host's brand, and the logged-in caller's own site (so the page can offer a link to it).
 * Anyone may ask; nothing is stored until the visitor signs up and creates the site.
 */
export function quickStartRoutes(fastify: FastifyInstance, { config, services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ownSiteId = async (request: FastifyRequest) => {
    const account = accountOf(await access.actorOf(request))
    return (account ? await services.accounts.latestSite(account) : undefined)?.id ?? null
  }
  const startingSite = (request: FastifyRequest, variant: QuickStartVariant) => {
    let n = 0
    return quickStartSite(variant, {
      brandInfo: hostOf(request, config).brand,
      now: new Date(),
      newId: (prefix) => `${prefix}-qs-${++n}`,
    })
  }

  const variant = {
    schema: {
      summary: "A quick-start variant's starting site, and the caller's own site",
      tags,
      params: variantParams,
      response: startingSiteAnswer,
    },
  }
  app.get('/api/sites/quick-start/:id', variant, async (request) => {
    const { id } = request.params
    if (!isQuickStartVariant(id)) throw errors.notFound()
    return { site: startingSite(request, id), loggedInUsersSiteId: await ownSiteId(request) }
  })

  // /demo on a brand host (spec 000 section 2): the site of the brand's demo host
  // (demo.{main domain}, seeded by services/demo-sites.ts) as a quick-start site, so the visitor
  // sees the real demo and can start from it; nothing of the demo site itself can change.
  const demo = {
    schema: { summary: "The brand's demo site as a quick-start site", tags, response: startingSiteAnswer },
  }
  app.get('/api/sites/quick-start/demo', demo, async (request) => {
    const brand = hostOf(request, config).brand
    const row = await services.sites.findByHost(brand.demoHost)
    if (!row?.active) throw errors.notFound()
    const start = startingSite(request, 'snabbstart')
    const site: SiteV2 = {
      ...start,
      ...services.sites.content(row),
      _id: start._id,
      quickStart: true,
      active: false,
    }
    return { site, loggedInUsersSiteId: await ownSiteId(request) }
  })
}
