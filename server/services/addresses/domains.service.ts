import type { FastifyBaseLogger } from 'fastify'
import {
  DOMAIN_PROOF_NAME,
  type DomainDnsResponse,
  domainProofValue,
  parseDomain,
} from '#domain/addresses.ts'
import type { DnsChecker } from '../../integrations/dns/dns-checker.ts'
import type { Registrar } from '../../integrations/registrar/registrar.ts'
import type { RecurringJob } from '../../jobs/jobs.ts'
import type {
  Claim,
  DomainRenewalsRepository,
  SiteDomainRow,
  SiteDomainsRepository,
} from '../../repositories/site-domains.repository.ts'
import type { SiteRow, SitesRepository } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { Clock } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import { outboxMail } from '../mail/outbox-mail.ts'
import { dueReminder, REMINDER_DAYS } from '../payments/payments-expiry-reminders.ts'
import { connectedMail, domainExpiryMail } from './domains-mail.ts'
import type { HostsService } from './hosts.service.ts'
import { hostErrors } from './hosts-errors.ts'

/** A registration or renewal whose claimer vanished this long ago may be taken over. */
const CLAIM_STALE_MS = 2 * 60_000
/** How long a second registration call waits for the first to finish. */
const WAIT_FOR_OTHER_MS = 25_000
const DAY_MS = 24 * 60 * 60_000

export interface DomainsDeps {
  /** null: no registrar may run (production without one): domain calls answer 503. */
  registrar: Registrar | null
  dns: DnsChecker
  domains: SiteDomainsRepository
  renewals: DomainRenewalsRepository
  sites: SitesRepository
  hosts: HostsService
  work: UnitOfWork
  mail: MailService
  clock: Clock
  log: FastifyBaseLogger
  publicIpv4: string
  publicHostname: string
  forgetHost: (host: string | null) => void
  /** Asks the payment provider about the site's open payments for the domain (fulfilling a paid one). */
  settleOpenPayments: (siteId: string, domain: string) => Promise<void>
}

/** Custom domains (spec 002 sections 4 and 9): availability, registration, DNS, renewal. */
export class DomainsService {
  constructor(private readonly deps: DomainsDeps) {}

  /** The domain an owner typed, sanitised; 400 for a top-level domain we do not sell. */
  parse(raw: string): string {
    const parsed = parseDomain(raw)
    if (!parsed.ok) throw hostErrors.badDomain(parsed.problem)
    return parsed.value.domain
  }

  /** Free to buy through us: nobody's site has it, no other purchase holds it, the registrar has it. */
  async available(site: SiteRow, raw: string): Promise<boolean> {
    const domain = this.parse(raw)
    if (await this.taken(site, domain)) return false
    if (await this.deps.hosts.heldByOtherSite(site, domain)) return false
    return this.registrarAvailable(domain)
  }

  /**
   * Checks a domain for a payment about to start. One we register (`registrar`) is held for the
   * payment. A claim of a domain at another registrar holds nothing: it is served only once proven,
   * and a pending claim must not keep the domain's real owner from claiming and proving it.
   */
  async hold(site: SiteRow, raw: string | undefined, reference: string, registrar: boolean): Promise<string> {
    if (!raw) throw hostErrors.missingTarget('domain')
    const domain = this.parse(raw)
    if (await this.taken(site, domain)) throw hostErrors.taken(domain)
    if (!registrar) return domain
    if (!(await this.registrarAvailable(domain))) throw hostErrors.domainTaken(domain)
    await this.deps.hosts.hold(site, domain, reference)
    return domain
  }

  /**
   * The site claims the domain already, or another site has it: as its address (an imported or an
   * operator's site: proven by that), or proven as its custom domain. Others' pending claims do not count.
   */
  private async taken(site: SiteRow, domain: string): Promise<boolean> {
    if (await this.deps.domains.findClaim(domain, site.id)) return true
    return !!(await this.deps.sites.siteIdHolding(domain, site.id))
  }

  /** A renewal is for one of the site's own domains, before it expires. */
  async renewable(site: SiteRow, raw: string | undefined): Promise<string> {
    if (!raw) throw hostErrors.missingTarget('domain')
    const domain = this.parse(raw)
    const row = await this.deps.domains.findClaim(domain, site.id)
    if (row?.active !== 1) throw hostErrors.notSiteDomain(domain)
    if (row.expires_at && row.expires_at <= this.now()) throw hostErrors.domainExpired(domain)
    return domain
  }

  /**
   * POST .../domain-registration/register/{domain}: registers the paid domain at the registrar,
   * once per payment. 402 until the payment is fulfilled; a repeat after success answers the same
   * without registering again; a call while another registers waits for that one.
   */
  async register(site: SiteRow, raw: string): Promise<SiteDomainRow> {
    const domain = this.parse(raw)
    let row = await this.deps.domains.findClaim(domain, site.id)
    if (!row) {
      await this.deps.settleOpenPayments(site.id, domain)
      row = await this.deps.domains.findClaim(domain, site.id)
    }
    if (!row) throw hostErrors.notPaid(domain)
    if (row.kind !== 'registered') throw hostErrors.notRegistration(domain)
    if (row.registered_at) return row
    const done = await this.registerRow(row, site, true)
    if (!done) throw hostErrors.registrationFailed()
    return done
  }

  private async registerRow(
    row: SiteDomainRow,
    site: SiteRow,
    waitForOther: boolean,
  ): Promise<SiteDomainRow | undefined> {
    const registrar = this.registrar()
    const now = this.deps.clock()
    const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString()
    if (!(await this.deps.domains.claimRegistration(row, now.toISOString(), stale))) {
      return waitForOther ? this.waitForRegistration(row) : undefined
    }
    let expiresAt: string
    try {
      ;({ expiresAt } = await registrar.register(row.domain, { years: 1, reference: row.payment_reference }))
    } catch (err) {
      this.deps.log.error(
        { err, domain: row.domain, reference: row.payment_reference },
        'domain registration failed',
      )
      await this.deps.domains.releaseRegistration(row, this.now())
      throw hostErrors.registrationFailed()
    }
    await this.deps.domains.markRegistered(row, expiresAt, this.now())
    this.forget(site, row.domain)
    const done = await this.deps.domains.findClaim(row.domain, row.site_id)
    if (!done) throw new Error(`domain ${row.domain} vanished`)
    return done
  }

  private async waitForRegistration(claim: Claim): Promise<SiteDomainRow> {
    const until = Date.now() + WAIT_FOR_OTHER_MS
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const row = await this.deps.domains.findClaim(claim.domain, claim.site_id)
      if (row?.registered_at) return row
      if (!row?.registration_claimed_at) throw hostErrors.registrationFailed()
    }
    throw hostErrors.registrationFailed()
  }

  /** The site's custom domains, oldest first (the account page lists them with their expiry). */
  listForSite(siteId: string): Promise<SiteDomainRow[]> {
    return this.deps.domains.listForSite(siteId)
  }

  /** The site's latest domain at another registrar with the records to set (own-registrar page). */
  async dnsStatus(site: SiteRow): Promise<DomainDnsResponse> {
    return this.presentDns(await this.otherRegistrarDomain(site))
  }

  /** "Check now": asks the DNS at once, and mails the owner if this made it connect. */
  async checkNow(site: SiteRow): Promise<DomainDnsResponse> {
    const row = await this.otherRegistrarDomain(site)
    await this.checkOne(row)
    return this.presentDns((await this.deps.domains.findClaim(row.domain, row.site_id)) ?? row)
  }

  /** Every few minutes: DNS of waiting domains, registrations nobody finished, paid renewals. */
  job(): RecurringJob {
    return {
      name: 'domains',
      everyMs: 5 * 60_000,
      run: async (now) => {
        await this.checkWaiting()
        await this.registerAbandoned(now)
        await this.processRenewals(now)
      },
    }
  }

  /** Mails owners 30 and 7 days before a custom domain expires, once per domain, reminder and expiry. */
  reminderJob(): RecurringJob {
    return {
      name: 'domain-expiry-reminders',
      everyMs: 60 * 60_000,
      run: async (now) => {
        const until = new Date(now.getTime() + Math.max(...REMINDER_DAYS) * DAY_MS).toISOString()
        let sent = 0
        for (const domain of await this.deps.domains.expiringBetween(now.toISOString(), until)) {
          const days = dueReminder(domain.expires_at, now)
          if (days === undefined) continue
          const mailed = await this.deps.work.transaction(
            async ({ expiryReminders: reminders, mailOutbox }) => {
              const at = now.toISOString()
              const kind = `domain:${domain.domain}:${days}`
              if (!(await reminders.claim(domain.site_id, kind, domain.expires_at, at))) return false
              await mailOutbox.insert(outboxMail({ to: domain.mail, ...domainExpiryMail(domain, days) }, at))
              return true
            },
          )
          if (mailed) sent += 1
        }
        if (sent > 0) this.deps.mail.kick()
      },
    }
  }

  async checkWaiting(): Promise<void> {
    for (const row of await this.deps.domains.listToCheck()) {
      try {
        await this.checkOne(row)
      } catch (err) {
        this.deps.log.warn({ err, domain: row.domain }, 'DNS check failed')
      }
    }
  }

  /** A claim not proven yet is proven first (or stays waiting); a proven one is connected once its DNS points here. */
  private async checkOne(row: SiteDomainRow): Promise<void> {
    if (!row.proven_at && !(await this.prove(row))) {
      await this.deps.domains.recordDnsCheck(row, false, this.now())
      return
    }
    const result =
      row.dns_status === 'connected' ? { connected: true } : await this.deps.dns.check(row.domain)
    await this.deps.domains.recordDnsCheck(row, result.connected, this.now())
    if (!result.connected) return
    const mailed = await this.deps.work.withSiteLock(row.site_id, async (repos) => {
      const at = this.now()
      if (!(await repos.siteDomains.claimConnectedMail(row, at))) return false
      const site = await repos.sites.findById(row.site_id)
      const owner = site?.account_id ? await repos.accounts.findById(site.account_id) : undefined
      if (!site || !owner) return false
      await repos.mailOutbox.insert(outboxMail({ to: owner.mail, ...connectedMail(site, row.domain) }, at))
      return true
    })
    const site = await this.deps.sites.findById(row.site_id)
    if (site) this.forget(site, row.domain)
    if (mailed) this.deps.mail.kick()
  }

  /**
   * The claim's TXT record says its token, and no other site has the domain: proven now. Of several
   * sites proving one domain at once exactly one gets it (the unique index on proven domains); a
   * site that has it as its address already (an imported site) keeps it.
   */
  private async prove(row: SiteDomainRow): Promise<boolean> {
    const values = await this.deps.dns.proofs(row.domain)
    if (!values.includes(domainProofValue(row.proof_token))) return false
    if (await this.deps.sites.siteIdHolding(row.domain, row.site_id)) return false
    if (!(await this.deps.domains.markProven(row.domain, row.site_id, this.now()))) {
      // A concurrent check of this same claim may have proven it a moment ago.
      return !!(await this.deps.domains.findClaim(row.domain, row.site_id))?.proven_at
    }
    this.deps.forgetHost(row.domain)
    return true
  }

  /** Paid domains whose owner left before the registration call: registered by the job instead. */
  private async registerAbandoned(now: Date): Promise<void> {
    if (!this.deps.registrar) return
    const before = new Date(now.getTime() - CLAIM_STALE_MS).toISOString()
    for (const row of await this.deps.domains.listUnregistered(before)) {
      const site = await this.deps.sites.findById(row.site_id)
      if (!site) continue
      await this.registerRow(row, site, false).catch(() => undefined)
    }
  }

  /** Renews each paid renewal at the registrar once; a failure is tried again next round. */
  async processRenewals(now: Date): Promise<void> {
    const registrar = this.deps.registrar
    if (!registrar) return
    const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString()
    for (const renewal of await this.deps.renewals.listPending()) {
      if (!(await this.deps.renewals.claim(renewal.payment_reference, now.toISOString(), stale))) continue
      try {
        const { expiresAt } = await registrar.renew(renewal.domain, {
          years: renewal.years,
          reference: renewal.payment_reference,
        })
        await this.deps.renewals.markRenewed(renewal.payment_reference, expiresAt, this.now())
        await this.deps.domains.setExpiry(renewal, expiresAt, this.now())
      } catch (err) {
        this.deps.log.error({ err, domain: renewal.domain }, 'domain renewal failed')
        await this.deps.renewals.markFailed(renewal.payment_reference, String(err))
      }
    }
  }

  private async otherRegistrarDomain(site: SiteRow): Promise<SiteDomainRow> {
    const rows = await this.deps.domains.listForSite(site.id)
    const row = rows.filter((r) => r.kind === 'other_registrar').at(-1)
    if (!row) throw hostErrors.noCustomDomain()
    return row
  }

  private presentDns(row: SiteDomainRow): DomainDnsResponse {
    return {
      domain: row.domain,
      status: row.dns_status,
      checkedAt: row.dns_checked_at,
      aRecord: this.deps.publicIpv4,
      cnameTarget: this.deps.publicHostname,
      proofName: DOMAIN_PROOF_NAME,
      proofValue: domainProofValue(row.proof_token),
      proven: row.proven_at !== null,
    }
  }

  private async registrarAvailable(domain: string): Promise<boolean> {
    const registrar = this.registrar()
    try {
      return await registrar.isAvailable(domain)
    } catch (err) {
      this.deps.log.warn({ err, domain }, 'registrar availability check failed')
      throw hostErrors.registrarUnreachable()
    }
  }

  private registrar(): Registrar {
    if (!this.deps.registrar) throw hostErrors.registrarUnavailable()
    return this.deps.registrar
  }

  private forget(site: SiteRow, domain: string): void {
    this.deps.forgetHost(domain)
    this.deps.forgetHost(site.host)
    this.deps.hosts.forgetRedirect(site.host)
  }

  private now(): string {
    return this.deps.clock().toISOString()
  }
}
