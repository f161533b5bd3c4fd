import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { parse } from '../http/validate.ts'
import { accountOf } from '../policies/actor.ts'
import type { SiteAction } from '../policies/authorize.ts'
import { presentSite } from '../presenters/site.presenter.ts'
import { presentVersionDocument, presentVersionEntry } from '../presenters/version.presenter.ts'
import type { RouteContext } from './context.ts'

const siteParams = z.object({ id: z.string().min(1).max(100) })
const versionParams = siteParams.extend({
  siteVersion: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})

/**
 * Version history (spec 002). A version is named by `siteVersion`, the revision of the site that
 * its save wrote (1 for the site as created, then one more per save). The site's own `siteVersion`
 * field (always 2) is the shape of its document; a site whose stored document is of another shape
 * has no version history and answers 409. Listing and previewing ask for `site.read`, a restore for
 * `site.edit`: the owner only.
 */
export function versionRoutes(app: FastifyInstance, { services, access }: RouteContext): void {
  const { versions, guestData } = services

  const site = async (request: FastifyRequest, action: SiteAction) => {
    const { id } = parse(siteParams, request.params)
    return access.site(request, action, id)
  }

  app.get('/api/sites/:id/versions', async (request) => {
    const list = await versions.list(await site(request, 'site.read'))
    return { versions: list.map(presentVersionEntry) }
  })

  app.get('/api/sites/:id/versions/:siteVersion', async (request) => {
    const row = await site(request, 'site.read')
    const { siteVersion } = parse(versionParams, request.params)
    return presentVersionDocument(await versions.get(row, siteVersion))
  })

  /** Answers `{site}` like every save, through the owner presenter of GET /api/sites/{id}. */
  app.post('/api/sites/:id/versions/:siteVersion/restore', async (request) => {
    const row = await site(request, 'site.edit')
    const { siteVersion } = parse(versionParams, request.params)
    const accountId = accountOf(await access.actorOf(request))?.id ?? null
    const restored = await versions.restore(row, siteVersion, accountId)
    return { site: presentSite(restored, await guestData.forOwner(restored.id)) }
  })
}
