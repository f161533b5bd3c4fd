import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  type AvailabilityResponse,
  availabilityResponseSchema,
  type DomainDnsResponse,
  type DomainRegistrationResponse,
  domainDnsResponseSchema,
  domainRegistrationResponseSchema,
  hostBodySchema,
  siteAddressSchema,
} from '#domain/addresses.ts'
import { siteParams } from '../http/route-schemas.ts'
import { accountOf } from '../policies/actor.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const hostParams = siteParams.extend({ host: z.string().min(1).max(300) })
const domainParams = siteParams.extend({ domain: z.string().min(1).max(300) })

/** The address calls of spec 002 section 7, and the DNS status of the own-registrar page. */
const tags = ['hosts']

export function hostRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { hosts, domains } = services
  const noStore = { 'cache-control': 'private, no-store' }
  const first = ownerChecks(access)
  /** The account acting, recorded with an address change (issue 33). */
  const actorAccountId = async (request: FastifyRequest) =>
    accountOf(await access.actorOf(request))?.id ?? null

  const subdomainFree = {
    ...first.site('address.edit'),
    schema: {
      summary: 'Whether a subdomain is free for the site',
      tags,
      params: hostParams,
      response: { 200: availabilityResponseSchema },
    },
  }
  app.get('/api/sites/:siteId/host/subdomain-available/:host', subdomainFree, async (request, reply) => {
    const { siteId, host } = request.params
    const site = await access.site(request, 'address.edit', siteId)
    const available = await hosts.subdomainAvailable(site, host)
    return reply.headers(noStore).send({ available } satisfies AvailabilityResponse)
  })

  const move = {
    ...first.site('address.edit'),
    schema: {
      summary: 'Move a published site to another free subdomain (402 when unpaid)',
      tags,
      params: siteParams,
      body: hostBodySchema,
      response: { 200: siteAddressSchema },
    },
  }
  app.put('/api/sites/:siteId/host', move, async (request, reply) => {
    const site = await access.site(request, 'address.edit', request.params.siteId)
    const { host } = request.body
    await hosts.move(site, host)
    await services.members.record(site.id, await actorAccountId(request), 'address.moved', { host })
    const moved = await services.sites.findById(site.id)
    if (!moved) throw new Error(`site ${site.id} vanished`)
    return reply.headers(noStore).send(await hosts.addressOf(moved))
  })

  const domainFree = {
    ...first.site('address.edit'),
    schema: {
      summary: 'Whether a domain (.se .nu .com .eu) can be bought through the registrar',
      tags,
      params: domainParams,
      response: { 200: availabilityResponseSchema },
    },
  }
  app.get('/api/sites/:siteId/host/domain-available/:domain', domainFree, async (request, reply) => {
    const { siteId, domain } = request.params
    const site = await access.site(request, 'address.edit', siteId)
    const available = await domains.available(site, domain)
    return reply.headers(noStore).send({ available } satisfies AvailabilityResponse)
  })

  const register = {
    ...first.site('site.pay'),
    schema: {
      summary: 'Register the paid domain, once per payment (402 until paid)',
      tags,
      params: domainParams,
      response: { 200: domainRegistrationResponseSchema },
    },
  }
  app.post(
    '/api/sites/:siteId/host/domain-registration/register/:domain',
    register,
    async (request, reply) => {
      const { siteId, domain } = request.params
      const site = await access.site(request, 'site.pay', siteId)
      const row = await domains.register(site, domain)
      await services.members.record(site.id, await actorAccountId(request), 'address.domainRegistered', {
        domain,
      })
      const address = await hosts.addressOf((await services.sites.findById(site.id)) ?? site)
      return reply.headers(noStore).send({
        host: address.host ?? row.domain,
        domain: row.domain,
        customDomainActive: address.customDomainActive,
        customDomainActiveDate: address.customDomainActiveDate,
        expires: row.expires_at,
      } satisfies DomainRegistrationResponse)
    },
  )

  const dns = {
    ...first.site('address.edit'),
    schema: {
      summary: 'DNS records (A, www CNAME, the TXT proof) and status of a domain at another registrar',
      tags,
      params: siteParams,
      response: { 200: domainDnsResponseSchema },
    },
  }
  app.get('/api/sites/:siteId/host/domain-dns', dns, async (request, reply) => {
    const site = await access.site(request, 'address.edit', request.params.siteId)
    return reply.headers(noStore).send((await domains.dnsStatus(site)) satisfies DomainDnsResponse)
  })

  const check = {
    ...first.site('address.edit'),
    schema: {
      summary: 'Check the proof and DNS of a domain at another registrar now',
      tags,
      params: siteParams,
      response: { 200: domainDnsResponseSchema },
    },
  }
  app.post('/api/sites/:siteId/host/domain-dns/check', check, async (request, reply) => {
    const site = await access.site(request, 'address.edit', request.params.siteId)
    return reply.headers(noStore).send((await domains.checkNow(site)) satisfies DomainDnsResponse)
  })
}
