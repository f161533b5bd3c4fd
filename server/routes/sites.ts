import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isStoredLegacy } from '#domain/legacy/stored.ts'
import {
  createSiteBodySchema,
  publicLoginBodySchema,
  publicSiteSchema,
  siteMetaNoindexBodySchema,
  sitePasswordBodySchema,
  siteV2Schema,
  updateSiteBodySchema,
} from '#domain/site/schema.ts'
import { hostOf } from '../http/request-context.ts'
import { okResponse, siteIdParams } from '../http/route-schemas.ts'
import { needsUpgrade } from '../legacy/legacy.service.ts'
import { legacySiteAnswerSchema, presentLegacySite } from '../legacy/legacy-site.ts'
import { accountOf } from '../policies/actor.ts'
import { authorize } from '../policies/authorize.ts'
import { presentPublicSite, presentSite } from '../presenters/site.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const tags = ['sites']
/** Every save answers the whole site, as a read does. */
const siteAnswer = { 200: z.object({ site: siteV2Schema }) }

export function siteRoutes(
  fastify: FastifyInstance,
  { config, services, access, publicLogin }: RouteContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { sites, guestData } = services

  /** Every owner answer, of a read and of each save, is the same whole site with its guest data. */
  const ownerAnswer = async (row: SiteRow) =>
    presentSite(
      row,
      await guestData.forOwner(row.id, sites.content(row)),
      await services.hosts.addressOf(row),
    )
  // A legacy site (issue 19) is read in its own shape until it is upgraded.
  const readAnswer = async (row: SiteRow) =>
    isStoredLegacy(row.content) ? presentLegacySite(row, await guestData.forOwner(row.id)) : ownerAnswer(row)

  const first = ownerChecks(access)
  const editFirst = first.site('site.edit', 'id')

  /** The site of the path and the account that may edit it. */
  const editable = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params
    const site = await access.site(request, 'site.edit', id)
    return { site, accountId: accountOf(await access.actorOf(request))?.id ?? null }
  }

  const create = {
    summary: 'Create a site',
    tags,
    body: createSiteBodySchema,
    response: { 201: siteAnswer[200] },
  }
  app.post('/api/sites/V2', { ...first.account('site.create'), schema: create }, async (request, reply) => {
    const actor = await access.actorOf(request)
    authorize(actor, 'site.create')
    const { body } = request
    const { brand } = hostOf(request, config)
    const row = await sites.create({
      content: body.site,
      wizardData: body.wizardData,
      brand: brand.brand,
      market: brand.market,
      accountId: accountOf(actor)?.id ?? null,
    })
    return reply.status(201).send({ site: await ownerAnswer(row) })
  })

  const read = {
    summary: "A site, for its owner's editor (a legacy site in its own shape until upgraded)",
    tags,
    params: siteIdParams,
    response: { 200: z.union([siteV2Schema, legacySiteAnswerSchema]) },
  }
  app.get('/api/sites/:id', { ...first.site('site.read', 'id'), schema: read }, async (request) => {
    return readAnswer(await access.site(request, 'site.read', request.params.id))
  })

  const save = {
    summary: 'Save a site (optimistic concurrency by revision)',
    tags,
    params: siteIdParams,
    body: updateSiteBodySchema,
    response: siteAnswer,
  }
  app.put('/api/sites/V2/:id', { ...editFirst, schema: save }, async (request) => {
    const { site, accountId } = await editable(request)
    if (isStoredLegacy(site.content)) throw needsUpgrade()
    const { body } = request
    return { site: await ownerAnswer(await sites.updateContent(site, accountId, body.site)) }
  })

  const password = {
    summary: "Set or clear the site's visitor password",
    tags,
    params: siteIdParams,
    body: sitePasswordBodySchema,
    response: siteAnswer,
  }
  app.put('/api/sites/:id/password', { ...editFirst, schema: password }, async (request) => {
    const { site, accountId } = await editable(request)
    const { body } = request
    return { site: await ownerAnswer(await sites.setPassword(site, accountId, body.password)) }
  })

  const noindex = {
    summary: 'Hide the site from search engines',
    tags,
    params: siteIdParams,
    body: siteMetaNoindexBodySchema,
    response: siteAnswer,
  }
  app.put('/api/sites/:id/metaNoindex', { ...editFirst, schema: noindex }, async (request) => {
    const { site, accountId } = await editable(request)
    const { body } = request
    return { site: await ownerAnswer(await sites.setMetaNoindex(site, accountId, body.metaNoindex)) }
  })

  const publicRead = {
    summary: 'A published site, for guests',
    tags,
    params: siteIdParams,
    response: { 200: publicSiteSchema },
  }
  app.get('/api/sites/public/:id', { schema: publicRead }, async (request) => {
    const site = await access.site(request, 'site.viewPublic', request.params.id)
    const presented = presentPublicSite(site, await guestData.forGuests(site.id, sites.content(site)))
    return { ...presented, siteModules: await services.images.forGuests(site, presented.siteModules) }
  })

  const login = {
    summary: "Enter a site's visitor password",
    tags,
    params: siteIdParams,
    body: publicLoginBodySchema,
    response: { 200: okResponse },
  }
  app.post('/api/sites/public/:id/login', { schema: login }, async (request, reply) => {
    await publicLogin.login(request, reply, await sites.findById(request.params.id), request.body.password)
    return { ok: true as const }
  })
}
