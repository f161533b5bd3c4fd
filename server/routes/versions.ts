import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { siteContentSchema, siteV2Schema } from '#domain/site/schema.ts'
import { siteVersionListItemSchema } from '#domain/site/version-summary.ts'
import { siteIdParams } from '../http/route-schemas.ts'
import { accountOf } from '../policies/actor.ts'
import type { SiteAction } from '../policies/authorize.ts'
import { actingRole } from '../policies/roles.ts'
import { presentSite } from '../presenters/site.presenter.ts'
import { presentVersionDocument, presentVersionEntry } from '../presenters/version.presenter.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const versionParams = siteIdParams.extend({
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
const tags = ['versions']

export function versionRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { versions, guestData } = services

  const site = async (request: FastifyRequest<{ Params: { id: string } }>, action: SiteAction) =>
    access.site(request, action, request.params.id)
  const first = ownerChecks(access)

  const list = {
    summary: "A site's saved versions, newest first",
    tags,
    params: siteIdParams,
    response: { 200: z.object({ versions: z.array(siteVersionListItemSchema) }) },
  }
  app.get('/api/sites/:id/versions', { ...first.site('site.read', 'id'), schema: list }, async (request) => {
    const row = await site(request, 'site.read')
    const list = await versions.list(row)
    // Who saved: by name, and by mail only for the roles that see people's mail (roles.ts).
    const actor = await access.actorOf(request)
    const viewer = { role: actingRole(actor, row), accountId: accountOf(actor)?.id ?? null }
    const names = await services.members.namesOf(
      list.map((entry) => entry.accountId),
      viewer,
    )
    return { versions: list.map((entry) => presentVersionEntry(entry, names)) }
  })

  const one = {
    summary: 'One saved version of a site, to preview',
    tags,
    params: versionParams,
    response: {
      200: z.object({ siteVersion: z.number(), createdAt: z.string(), data: siteContentSchema }),
    },
  }
  app.get(
    '/api/sites/:id/versions/:siteVersion',
    { ...first.site('site.read', 'id'), schema: one },
    async (request) => {
      const row = await site(request, 'site.read')
      const { siteVersion } = request.params
      return presentVersionDocument(await versions.get(row, siteVersion))
    },
  )

  /** Answers `{site}` like every save, through the owner presenter of GET /api/sites/{id}. */
  const restore = {
    summary: 'Restore a saved version as a new save',
    tags,
    params: versionParams,
    response: { 200: z.object({ site: siteV2Schema }) },
  }
  app.post(
    '/api/sites/:id/versions/:siteVersion/restore',
    { ...first.site('site.edit', 'id'), schema: restore },
    async (request) => {
      const row = await site(request, 'site.edit')
      const { siteVersion } = request.params
      const accountId = accountOf(await access.actorOf(request))?.id ?? null
      const restored = await versions.restore(row, siteVersion, accountId)
      return { site: presentSite(restored, await guestData.forOwner(restored.id)) }
    },
  )
}
