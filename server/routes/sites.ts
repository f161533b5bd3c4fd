import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isStoredLegacy } from '#domain/legacy/stored.ts'
import {
  createSiteBodySchema,
  publicLoginBodySchema,
  siteMetaNoindexBodySchema,
  sitePasswordBodySchema,
  updateSiteBodySchema,
} from '#domain/site/schema.ts'
import { hostOf } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { needsUpgrade } from '../legacy/legacy.service.ts'
import { presentLegacySite } from '../legacy/legacy-site.ts'
import { accountOf } from '../policies/actor.ts'
import { authorize } from '../policies/authorize.ts'
import { presentPublicSite, presentSite } from '../presenters/site.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { RouteContext } from './context.ts'

const idParams = z.object({ id: z.string().min(1).max(100) })

export function siteRoutes(
  app: FastifyInstance,
  { config, services, access, publicLogin }: RouteContext,
): void {
  const { sites, guestData } = services

  /** Every owner answer, of a read and of each save, is the same whole site with its guest data. */
  const ownerAnswer = async (row: SiteRow) =>
    presentSite(row, await guestData.forOwner(row.id), await services.hosts.addressOf(row))
  // A legacy site (issue 19) is read in its own shape until it is upgraded.
  const readAnswer = async (row: SiteRow) =>
    isStoredLegacy(row.content) ? presentLegacySite(row, await guestData.forOwner(row.id)) : ownerAnswer(row)

  /** The site of the path and the account that may edit it. */
  const editable = async (request: FastifyRequest) => {
    const { id } = parse(idParams, request.params)
    const site = await access.site(request, 'site.edit', id)
    return { site, accountId: accountOf(await access.actorOf(request))?.id ?? null }
  }

  app.post('/api/sites/V2', async (request, reply) => {
    const actor = await access.actorOf(request)
    authorize(actor, 'site.create')
    const body = parse(createSiteBodySchema, request.body)
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

  app.get('/api/sites/:id', async (request) => {
    const { id } = parse(idParams, request.params)
    return readAnswer(await access.site(request, 'site.read', id))
  })

  app.put('/api/sites/V2/:id', async (request) => {
    const { site, accountId } = await editable(request)
    if (isStoredLegacy(site.content)) throw needsUpgrade()
    const body = parse(updateSiteBodySchema, request.body)
    return { site: await ownerAnswer(await sites.updateContent(site, accountId, body.site)) }
  })

  app.put('/api/sites/:id/password', async (request) => {
    const { site, accountId } = await editable(request)
    const body = parse(sitePasswordBodySchema, request.body)
    return { site: await ownerAnswer(await sites.setPassword(site, accountId, body.password)) }
  })

  app.put('/api/sites/:id/metaNoindex', async (request) => {
    const { site, accountId } = await editable(request)
    const body = parse(siteMetaNoindexBodySchema, request.body)
    return { site: await ownerAnswer(await sites.setMetaNoindex(site, accountId, body.metaNoindex)) }
  })

  app.get('/api/sites/public/:id', async (request) => {
    const { id } = parse(idParams, request.params)
    const site = await access.site(request, 'site.viewPublic', id)
    const presented = presentPublicSite(site, await guestData.forGuests(site.id, sites.content(site)))
    return { ...presented, siteModules: await services.images.forGuests(site, presented.siteModules) }
  })

  app.post('/api/sites/public/:id/login', async (request, reply) => {
    const { id } = parse(idParams, request.params)
    const body = parse(publicLoginBodySchema, request.body)
    await publicLogin.login(request, reply, await sites.findById(id), body.password)
    return { ok: true }
  })
}
