import { addMonths } from '#domain/calendar.ts'
import type { SiteDomainKind } from '../../db/schema.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { randomPooled } from '../ids.ts'
import {
  extendedExpiry,
  type Fulfilment,
  type FulfilmentContext,
  type Fulfilments,
  publishAndExtend,
} from '../payments/payments-fulfilment.ts'
import type { DomainsService } from './domains.service.ts'
import type { HostsService } from './hosts.service.ts'
import { hostErrors } from './hosts-errors.ts'

const laterOf = (a: Date, b: string | null) => (b && new Date(b) > a ? new Date(b) : a)

/**
 * The address products (spec 000 section 9, spec 002 section 3): a subdomain, a custom domain
 * registered through us or at another registrar (either as an upgrade of a subdomain), and the
 * renewal of a custom domain. Each runs in the transaction that marks its payment paid.
 */
export function addressFulfilments(deps: { hosts: HostsService; domains: DomainsService }): Fulfilments {
  const { hosts, domains } = deps

  const subdomain: Fulfilment = {
    canBuy: () => true,
    async reserve({ site, target, reference }) {
      if (target.host) return { host: await hosts.holdSubdomain(site, target.host, reference) }
      // Bought for the address the site already has (the operator set it, or an earlier purchase).
      if (site.host) return { host: site.host }
      throw hostErrors.missingTarget('host')
    },
    async fulfil(context) {
      const { payment, site, repos } = context
      // Bought after its hold ran out by someone else (a payment that took over 15 minutes): the
      // site is published all the same, and its owner picks another subdomain free of charge.
      const holder = payment.host ? await repos.sites.findByHost(payment.host) : undefined
      const lost = holder !== undefined && holder.id !== site.id
      await publishAndExtend(lost ? { ...context, payment: { ...payment, host: null } } : context)
    },
  }

  const customDomain = (kind: SiteDomainKind, upgrade: boolean): Fulfilment => ({
    // An upgrade is priced for a site that has a paid subdomain already.
    canBuy: (site: SiteRow) => !upgrade || (site.active === 1 && site.host !== null),
    async reserve({ site, target, reference }) {
      return { domain: await domains.hold(site, target.domain, reference, kind === 'registered') }
    },
    async fulfil({ payment, site, repos, now }: FulfilmentContext) {
      const domain = payment.domain
      if (!domain) throw new Error(`payment ${payment.reference} names no domain`)
      const at = now.toISOString()
      // Proven by another site after this payment's hold ran out, or claimed by this site through
      // another payment: this one's money goes back. Asked first, as a refused insert would end the
      // transaction on PostgreSQL. Another site's unproven claim blocks nothing (issue 29).
      const proven = await repos.siteDomains.findProven(domain)
      if ((proven && proven.site_id !== site.id) || (await repos.siteDomains.findClaim(domain, site.id)))
        return 'refund'
      const otherRegistrar = kind === 'other_registrar'
      const inserted = await repos.siteDomains.insert({
        domain,
        site_id: site.id,
        kind,
        payment_reference: payment.reference,
        // Ours once the registrar says so; one at another registrar is the owner's already.
        active: otherRegistrar ? 1 : 0,
        active_date: otherRegistrar ? at : null,
        expires_at: otherRegistrar ? addMonths(now, payment.months).toISOString() : null,
        registration_claimed_at: null,
        registered_at: null,
        dns_status: 'waiting',
        dns_checked_at: null,
        connected_at: null,
        connected_mail_at: null,
        // Its TXT record proves a claim at another registrar; a registration through us is proof itself.
        proof_token: randomPooled(16).toString('hex'),
        proven_at: otherRegistrar ? null : at,
        created_at: at,
        updated_at: at,
      })
      if (!inserted)
        throw new Error(`domain ${domain} of payment ${payment.reference} is claimed or proven already`)
      // The site is published for the domain's year; an upgrade keeps a later subdomain expiry.
      const expiry = upgrade
        ? laterOf(addMonths(now, payment.months), site.active_expire_date)
        : extendedExpiry(site, payment.months, now)
      await repos.siteActivation.activate(site.id, {
        active: 1,
        active_date: site.active_date ?? at,
        active_expire_date: expiry.toISOString(),
        updated_at: at,
      })
      return { domainPeriod: { from: at, until: addMonths(now, payment.months).toISOString() } }
    },
  })

  const renewal: Fulfilment = {
    canBuy: () => true,
    async reserve({ site, target }) {
      return { domain: await domains.renewable(site, target.domain) }
    },
    async fulfil({ payment, site, repos, now }: FulfilmentContext) {
      const domain = payment.domain ? await repos.siteDomains.findClaim(payment.domain, site.id) : undefined
      if (!domain) throw new Error(`payment ${payment.reference} renews no domain of the site`)
      const at = now.toISOString()
      const from = laterOf(now, domain.expires_at)
      const until = addMonths(from, payment.months).toISOString()
      if (domain.kind === 'registered') {
        // The registrar is called after this transaction, once (see DomainsService.processRenewals).
        await repos.domainRenewals.insert({
          payment_reference: payment.reference,
          domain: domain.domain,
          site_id: site.id,
          years: Math.max(1, Math.round(payment.months / 12)),
          created_at: at,
        })
      } else {
        await repos.siteDomains.setExpiry(domain, until, at)
      }
      await repos.siteActivation.activate(site.id, {
        active: 1,
        active_date: site.active_date ?? at,
        active_expire_date: extendedExpiry(site, payment.months, now).toISOString(),
        updated_at: at,
      })
      return { domainPeriod: { from: from.toISOString(), until } }
    },
  }

  return {
    subdomain,
    domain_name: customDomain('registered', false),
    domain_name_upgrade_from_subdomain: customDomain('registered', true),
    domain_name_other_registrar: customDomain('other_registrar', false),
    domain_name_other_registrar_upgrade_from_subdomain: customDomain('other_registrar', true),
    renew_domain_name: renewal,
  }
}
