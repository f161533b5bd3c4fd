import { isReservedLabel, labelProblem, toLabel } from '#domain/addresses.ts'
import { brandForMainDomain, brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { publicSiteUrl } from '#domain/hosts.ts'
import { createCache } from '../../cache/cache.ts'
import { type HostHoldsRepository, ORDER_HOLD_PREFIX } from '../../repositories/site-domains.repository.ts'
import type { SiteHostsRepository } from '../../repositories/site-hosts.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { Clock } from '../ids.ts'
import { printErrors } from '../orders/prints-errors.ts'
import { HeldError } from '../payments/payments-fulfilment.ts'
import { hostErrors } from './hosts-errors.ts'

/** How long a pending payment holds its name: longer than a Swish request or a card form lives. */
export const HOLD_MINUTES = 15

/** Names one account's payments in progress may hold at once (issue 29): a fourth start answers 409. */
export const MAX_LIVE_HOLDS_PER_ACCOUNT = 3

const CACHE_MS = 2_000

/** A site's address as its owner reads it. */
export interface SiteAddress {
  host: string | null
  customDomainActive: boolean
  customDomainActiveDate: string | null
}

export interface HostsDeps {
  hosts: SiteHostsRepository
  holds: HostHoldsRepository
  clock: Clock
  /** Drops the sites service's cached site of a host. */
  forgetHost: (host: string | null) => void
}

/**
 * Subdomains (spec 002 section 2): their rules, availability, moves, the holds of pending
 * purchases, and what routing and TLS need to know about hosts.
 */
export class HostsService {
  // Forgotten here when this process changes a domain; other instances' within CACHE_MS.
  private readonly redirects = createCache<string, { domain: string | undefined }>({
    max: 10_000,
    ttlMs: CACHE_MS,
  })

  constructor(private readonly deps: HostsDeps) {}

  /**
   * The full host for what the owner typed: a label (`anna & pelle` -> `anna-och-pelle`) or the
   * label under the site's own main domain. Breaks of the label rules answer 400.
   */
  subdomainHost(site: SiteRow, raw: string): { host: string; label: string } {
    const mainDomain = brandInfo(parseBrand(site.brand), parseMarket(site.market)).mainDomain
    let text = raw.trim().toLowerCase()
    if (text.endsWith(`.${mainDomain}`)) text = text.slice(0, -mainDomain.length - 1)
    const label = toLabel(text)
    const problem = labelProblem(label)
    if (problem) throw hostErrors.badLabel(problem)
    return { host: `${label}.${mainDomain}`, label }
  }

  /** Free for this site: not reserved, not another site's, not held by another site's pending payment. */
  async subdomainAvailable(site: SiteRow, raw: string): Promise<boolean> {
    const { host, label } = this.subdomainHost(site, raw)
    if (host === site.host) return true
    if (isReservedLabel(label)) return false
    const owner = await this.deps.hosts.siteIdOfHost(host)
    if (owner && owner !== site.id) return false
    const hold = await this.deps.holds.live(host, this.now())
    return !hold || hold.site_id === site.id
  }

  /** PUT /api/sites/{id}/host: a published site moves to another free subdomain, free of charge. */
  async move(site: SiteRow, raw: string): Promise<string> {
    // A site published on a custom domain alone may add a subdomain the same way.
    if (site.active !== 1) throw hostErrors.notPublished()
    const { host, label } = this.subdomainHost(site, raw)
    if (host === site.host) return host
    if (isReservedLabel(label)) throw hostErrors.reserved(host)
    const hold = await this.deps.holds.live(host, this.now())
    if (hold && hold.site_id !== site.id) throw hostErrors.held(host)
    if (!(await this.deps.hosts.setHost(site.id, host, this.now()))) throw hostErrors.taken(host)
    this.deps.forgetHost(site.host)
    this.deps.forgetHost(host)
    if (site.host) this.redirects.delete(site.host)
    return host
  }

  /**
   * Holds a subdomain for a payment about to start; of several concurrent purchases of one name
   * exactly one gets through, the others answer 409.
   */
  async holdSubdomain(site: SiteRow, raw: string, reference: string): Promise<string> {
    const { host, label } = this.subdomainHost(site, raw)
    if (isReservedLabel(label)) throw hostErrors.reserved(host)
    const owner = await this.deps.hosts.siteIdOfHost(host)
    if (owner && owner !== site.id) throw hostErrors.taken(host)
    await this.hold(site, host, reference)
    return host
  }

  /** Holds any name (a subdomain or a custom domain) for a payment about to start. */
  async hold(site: SiteRow, name: string, reference: string): Promise<void> {
    // Every hold would otherwise be free to take and renew: a card form opened and never paid
    // held its name for 15 minutes, again and again, for as many names as one cared to start.
    // Holding for Swish only would let two card buyers pay for one name and one of them lose it;
    // a few live holds per account keep that protection for owners while capping what one
    // account can keep from everybody else.
    const limit = site.account_id
      ? { accountId: site.account_id, max: MAX_LIVE_HOLDS_PER_ACCOUNT }
      : undefined
    const taken = await this.deps.holds.take(this.holdRow(site, name, reference), limit)
    if (taken.outcome === 'limit') throw hostErrors.tooManyHolds(MAX_LIVE_HOLDS_PER_ACCOUNT)
    if (taken.outcome === 'held') throw new HeldError(hostErrors.held(name), taken.holder)
  }

  /** Holds an order for one payment about to start; HeldError while another payment of it is in progress. */
  async holdOrder(site: SiteRow, orderId: string, reference: string): Promise<void> {
    const taken = await this.deps.holds.take(this.holdRow(site, `${ORDER_HOLD_PREFIX}${orderId}`, reference))
    if (taken.outcome !== 'taken') {
      throw new HeldError(printErrors.orderPaymentInProgress(), 'holder' in taken ? taken.holder : undefined)
    }
  }

  private holdRow(site: SiteRow, name: string, reference: string) {
    const now = this.deps.clock()
    return {
      host: name,
      payment_reference: reference,
      site_id: site.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    }
  }

  heldByOtherSite(site: SiteRow, name: string): Promise<boolean> {
    return this.deps.holds.live(name, this.now()).then((hold) => !!hold && hold.site_id !== site.id)
  }

  /**
   * Where a subdomain request goes instead: the site's connected custom domain. Every page view
   * asks, so the answer is kept for a moment (as the site of a host is).
   */
  async redirectFor(host: string): Promise<string | undefined> {
    const cached = this.redirects.get(host)
    if (cached) return cached.domain
    const domain = await this.deps.hosts.connectedDomainOfSubdomain(host)
    this.redirects.set(host, { domain })
    return domain
  }

  /** A custom domain of this site changed: its subdomain's redirect is looked up again. */
  forgetRedirect(subdomain: string | null): void {
    if (subdomain) this.redirects.delete(subdomain)
  }

  /**
   * The site's main address, the one its guests are sent to (links, QR codes, printed cards): its
   * custom domain once proven and connected (its subdomain then redirects there), else its
   * subdomain. Null: the site has no address yet.
   */
  async mainHost(site: Pick<SiteRow, 'id' | 'host'>): Promise<string | null> {
    const [served] = await this.deps.hosts.servedDomainsOf(site.id)
    return served ?? site.host
  }

  /** The site's main address as a URL guests open (see publicSiteUrl for local development). */
  async mainUrl(site: Pick<SiteRow, 'id' | 'host'>, landingOrigin: string): Promise<string | null> {
    const host = await this.mainHost(site)
    return host ? publicSiteUrl(host, landingOrigin) : null
  }

  /** Whether the site is served on `host`: its subdomain or one of its proven, connected domains. */
  async isOwnHost(site: Pick<SiteRow, 'id' | 'host'>, host: string): Promise<boolean> {
    if (site.host === host) return true
    return (await this.deps.hosts.servedDomainsOf(site.id)).includes(host)
  }

  /**
   * The address fields of the owner's site (spec 000 Site): the host is its main address (see
   * mainHost), or, with no subdomain and no served domain yet, the domain bought.
   */
  async addressOf(site: SiteRow): Promise<SiteAddress> {
    const domains = await this.deps.hosts.activeDomainsOf(site.id)
    const first = domains.find((d) => d.dns_status === 'connected') ?? domains[0]
    return {
      host: (await this.mainHost(site)) ?? first?.domain ?? null,
      customDomainActive: !!first,
      customDomainActiveDate: first?.active_date ?? null,
    }
  }

  /**
   * Whether `host` (with or without www.) is ours to serve: a brand's main domain (the owner app),
   * or the host of a published site. What Caddy may get a certificate for.
   */
  async servesLiveSite(rawHost: string): Promise<boolean> {
    let host = rawHost.trim().toLowerCase().replace(/\.$/, '')
    if (host.startsWith('www.')) host = host.slice(4)
    if (!/^[a-z0-9.-]{1,253}$/.test(host)) return false
    if (brandForMainDomain(host)) return true
    return !!(await this.deps.hosts.liveSiteOn(host))
  }

  private now(): string {
    return this.deps.clock().toISOString()
  }
}
