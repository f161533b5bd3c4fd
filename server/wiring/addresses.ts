import type { Config } from '../config.ts'
import { dnsChecker } from '../integrations/dns/dns-checker.ts'
import { createRegistrar } from '../integrations/registrar/create-registrar.ts'
import type { Registrar } from '../integrations/registrar/registrar.ts'
import { DomainsService } from '../services/addresses/domains.service.ts'
import { HostsService } from '../services/addresses/hosts.service.ts'
import type { Clock } from '../services/ids.ts'
import type { MailService } from '../services/mail/mail.service.ts'
import type { SitesService } from '../services/sites/sites.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface AddressesServices {
  /** Subdomains: availability, moves, holds of pending purchases, routing and TLS answers. */
  hosts: HostsService
  /** Custom domains: availability, registration, DNS, renewal. */
  domains: DomainsService
}

/**
 * Subdomains and custom domains. Its jobs: DNS checks of domains at other registrars, abandoned
 * registrations and renewals; mails 30 and 7 days before a custom domain expires.
 */
export function wireAddresses(
  { config, work, repos, clock, log, options }: Wiring,
  deps: {
    sites: SitesService
    mail: MailService
    /** Asks the payment provider about the site's open payments for a domain (payments are wired later). */
    settleOpenPayments: (siteId: string, domain: string) => Promise<void>
  },
): Area<AddressesServices> {
  const forgetHost = (host: string | null) => deps.sites.forgetHost(host)
  const hosts = new HostsService({ hosts: repos.siteHosts, holds: repos.hostHolds, clock, forgetHost })
  const domains = new DomainsService({
    registrar: options.registrar !== undefined ? options.registrar : registrarFor(config, clock),
    dns: dnsChecker({
      servers: config.addresses.dnsServers,
      publicIpv4: config.addresses.publicIpv4,
      publicHostname: config.addresses.publicHostname,
    }),
    domains: repos.siteDomains,
    renewals: repos.domainRenewals,
    sites: repos.sites,
    hosts,
    work,
    mail: deps.mail,
    clock,
    log,
    publicIpv4: config.addresses.publicIpv4,
    publicHostname: config.addresses.publicHostname,
    forgetHost,
    settleOpenPayments: deps.settleOpenPayments,
  })
  return { services: { hosts, domains }, jobs: [domains.job(), domains.reminderJob()] }
}

function registrarFor(config: Config, clock: Clock): Registrar | null {
  return config.addresses.registrar ? createRegistrar(config.addresses.registrar, clock) : null
}
