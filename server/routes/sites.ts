import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  createSiteBodySchema,
  publicLoginBodySchema,
  siteMetaNoindexBodySchema,
  sitePasswordBodySchema,
  updateSiteBodySchema,
} from '#domain/site/schema.ts'
import { AppError, errors } from '../http/errors.ts'
import { currentAccount, hostOf } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { sitePolicy, visitorCookieName, visitorToken } from '../policies/site.policy.ts'
import { presentPublicSite, presentSite } from '../presenters/site.presenter.ts'
import type { RouteContext } from './context.ts'

const idParams = z.object({ id: z.string().min(1).max(100) })

const wrongSitePassword = () =>
  new AppError(401, {
    sv: 'Felaktigt lösenord, försök gärna igen.',
    en: 'Invalid password, please try again.',
    da: 'Forkert adgangskode, prøv venligst igen.',
  })

export function siteRoutes(app: FastifyInstance, { config, services, limits }: RouteContext): void {
  const { sites } = services

  app.post('/api/sites/V2', async (request, reply) => {
    const account = sitePolicy.requireAccount(await currentAccount(request, services))
    const body = parse(createSiteBodySchema, request.body)
    const { brand } = hostOf(request, config)
    const row = await sites.create({
      content: body.site,
      wizardData: body.wizardData,
      brand: brand.brand,
      market: brand.market,
      accountId: account.id,
    })
    return reply.status(201).send({ site: presentSite(row) })
  })

  app.get('/api/sites/:id', async (request) => {
    const { id } = parse(idParams, request.params)
    const row = await sites.getOwned(await currentAccount(request, services), id)
    return presentSite(row, await services.guestData.forOwner(row.id))
  })

  app.put('/api/sites/V2/:id', async (request) => {
    const { id } = parse(idParams, request.params)
    const account = await currentAccount(request, services)
    sitePolicy.requireAccount(account)
    const body = parse(updateSiteBodySchema, request.body)
    return { site: await sites.updateContent(account, id, body.site) }
  })

  app.put('/api/sites/:id/password', async (request) => {
    const { id } = parse(idParams, request.params)
    const account = sitePolicy.requireAccount(await currentAccount(request, services))
    const body = parse(sitePasswordBodySchema, request.body)
    return { site: await sites.setPassword(account, id, body.password) }
  })

  app.put('/api/sites/:id/metaNoindex', async (request) => {
    const { id } = parse(idParams, request.params)
    const account = sitePolicy.requireAccount(await currentAccount(request, services))
    const body = parse(siteMetaNoindexBodySchema, request.body)
    return { site: await sites.setMetaNoindex(account, id, body.metaNoindex) }
  })

  app.get('/api/sites/public/:id', async (request) => {
    const { id } = parse(idParams, request.params)
    const site = await sites.findById(id)
    if (!sitePolicy.isPublished(site)) throw errors.siteNotFound()
    if (!sitePolicy.canSeeContent(site, request.cookies[visitorCookieName(id)], config.sessionSecret)) {
      throw wrongSitePassword()
    }
    return presentPublicSite(site, await services.guestData.forGuests(site.id, sites.content(site)))
  })

  app.post(
    '/api/sites/public/:id/login',
    { config: { rateLimit: limits.publicLogin } },
    async (request, reply) => {
      const { id } = parse(idParams, request.params)
      const body = parse(publicLoginBodySchema, request.body)
      const site = await sites.findById(id)
      if (!sitePolicy.isPublished(site)) throw errors.siteNotFound()
      if (!site.password || !timingSafeEqualText(site.password, body.password)) throw wrongSitePassword()
      void reply.setCookie(visitorCookieName(id), visitorToken(site, config.sessionSecret), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.production,
        maxAge: 30 * 24 * 3600,
      })
      return { ok: true }
    },
  )
}

function timingSafeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}
