import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  type AvailabilityResponse,
  type DomainDnsResponse,
  type DomainRegistrationResponse,
  hostBodySchema,
} from '#domain/addresses.ts'
import { parse } from '../http/validate.ts'
import type { RouteContext } from './context.ts'

const siteParams = z.object({ siteId: z.string().min(1).max(100) })
const hostParams = siteParams.extend({ host: z.string().min(1).max(300) })
const domainParams = siteParams.extend({ domain: z.string().min(1).max(300) })

/** The address calls of spec 002 section 7, and the DNS status of the own-registrar page. */
export function hostRoutes(app: FastifyInstance, { services, access }: RouteContext): void {
  const { hosts, domains } = services
  const noStore = { 'cache-control': 'private, no-store' }

  app.get('/api/sites/:siteId/host/subdomain-available/:host', async (request, reply) => {
    const { siteId, host } = parse(hostParams, request.params)
    const site = await access.site(request, 'site.read', siteId)
    const available = await hosts.subdomainAvailable(site, host)
    return reply.headers(noStore).send({ available } satisfies AvailabilityResponse)
  })

  app.put('/api/sites/:siteId/host', async (request, reply) => {
    const site = await access.site(request, 'site.edit', parse(siteParams, request.params).siteId)
    const { host } = parse(hostBodySchema, request.body)
    await hosts.move(site, host)
    const moved = await services.sites.findById(site.id)
    if (!moved) throw new Error(`site ${site.id} vanished`)
    return reply.headers(noStore).send(await hosts.addressOf(moved))
  })

  app.get('/api/sites/:siteId/host/domain-available/:domain', async (request, reply) => {
    const { siteId, domain } = parse(domainParams, request.params)
    const site = await access.site(request, 'site.read', siteId)
    const available = await domains.available(site, domain)
    return reply.headers(noStore).send({ available } satisfies AvailabilityResponse)
  })

  app.post('/api/sites/:siteId/host/domain-registration/register/:domain', async (request, reply) => {
    const { siteId, domain } = parse(domainParams, request.params)
    const site = await access.site(request, 'site.pay', siteId)
    const row = await domains.register(site, domain)
    const address = await hosts.addressOf((await services.sites.findById(site.id)) ?? site)
    return reply.headers(noStore).send({
      host: address.host ?? row.domain,
      domain: row.domain,
      customDomainActive: address.customDomainActive,
      customDomainActiveDate: address.customDomainActiveDate,
      expires: row.expires_at,
    } satisfies DomainRegistrationResponse)
  })

  app.get('/api/sites/:siteId/host/domain-dns', async (request, reply) => {
    const site = await access.site(request, 'site.read', parse(siteParams, request.params).siteId)
    return reply.headers(noStore).send((await domains.dnsStatus(site)) satisfies DomainDnsResponse)
  })

  app.post('/api/sites/:siteId/host/domain-dns/check', async (request, reply) => {
    const site = await access.site(request, 'site.edit', parse(siteParams, request.params).siteId)
    return reply.headers(noStore).send((await domains.checkNow(site)) satisfies DomainDnsResponse)
  })
}
