import { z } from 'zod'
import { allBrandInfos } from './brands.ts'
import { withoutAccents } from './site/slugs.ts'

/** Addresses of a site (spec 002 sections 2, 4, 7 and 9): subdomain labels and custom domains. */

export const DOMAIN_TLDS = ['se', 'nu', 'com', 'eu'] as const
export type DomainTld = (typeof DOMAIN_TLDS)[number]

export const LABEL_MIN = 3
export const LABEL_MAX = 63

/**
 * Names no customer gets as a subdomain: our own services, and the brand words so nobody looks
 * like the brand itself.
 */
export const RESERVED_LABELS: readonly string[] = [
  'www',
  'api',
  'app',
  'demo',
  'admin',
  'administrator',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'cdn',
  'static',
  'media',
  'assets',
  'files',
  'status',
  'support',
  'help',
  'hej',
  'info',
  'kontakt',
  'konto',
  'login',
  'logga-in',
  'redigera',
  'snabbstart',
  'internal',
  'test',
  'staging',
  'dev',
  'brollopssida',
  'festhemsida',
  'eventsida',
  'voresbryllupsside',
  'bryllupsside',
]

/**
 * What an owner typed, as a DNS label: lower case, å ä ö é and other accents transliterated as
 * slugs are, spaces as hyphens, '&' as 'och', anything else outside a-z, 0-9 and '-' removed.
 * The result is not yet checked against the label rules (see labelProblem).
 */
export function toLabel(input: string): string {
  return withoutAccents(input.trim().toLowerCase())
    .replace(/&/g, '-och-')
    .replace(/[\s_.]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
}

export type LabelProblem = 'length' | 'characters' | 'hyphen'

/** Why a label breaks the rules of a DNS label, or undefined when it keeps them. */
export function labelProblem(label: string): LabelProblem | undefined {
  if (label.length < LABEL_MIN || label.length > LABEL_MAX) return 'length'
  if (!/^[a-z0-9-]+$/.test(label)) return 'characters'
  if (label.startsWith('-') || label.endsWith('-')) return 'hyphen'
  return undefined
}

export function isReservedLabel(label: string): boolean {
  return RESERVED_LABELS.includes(label)
}

/** A custom domain as the registrar sells it: one label under one of our top-level domains. */
export interface ParsedDomain {
  domain: string
  name: string
  tld: DomainTld
}

export type DomainProblem = LabelProblem | 'tld' | 'ours'

/**
 * Reads a domain an owner typed (`Anna & Pelle.se`, `www.annapelle.se`): the name is sanitised
 * as a label is; the top-level domain must be one we sell, and our own domains are never sold.
 */
export function parseDomain(
  input: string,
): { ok: true; value: ParsedDomain } | { ok: false; problem: DomainProblem } {
  let text = input.trim().toLowerCase().replace(/\.$/, '')
  if (text.startsWith('www.')) text = text.slice(4)
  const dot = text.lastIndexOf('.')
  if (dot < 0) return { ok: false, problem: 'tld' }
  const tld = text.slice(dot + 1)
  if (!(DOMAIN_TLDS as readonly string[]).includes(tld)) return { ok: false, problem: 'tld' }
  const name = toLabel(text.slice(0, dot))
  const problem = labelProblem(name)
  if (problem) return { ok: false, problem }
  const domain = `${name}.${tld}`
  if (allBrandInfos().some((b) => b.mainDomain === domain || domain.endsWith(`.${b.mainDomain}`))) {
    return { ok: false, problem: 'ours' }
  }
  return { ok: true, value: { domain, name, tld: tld as DomainTld } }
}

export type SiteHostProblem = DomainProblem | 'reserved'

/**
 * Whether a whole host may be a site's address by the rules of a purchase: under the site's own
 * main domain a subdomain keeps the label rules and is no reserved name; any other host is a custom
 * domain as parseDomain reads it (never a brand's own). Nothing is sanitised: the host must already
 * be that name, so a path, a port, a NUL or a space is refused rather than cut away.
 */
export function siteHostProblem(host: string, mainDomain: string): SiteHostProblem | undefined {
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) return 'characters'
  if (host.endsWith(`.${mainDomain}`)) {
    const label = host.slice(0, -mainDomain.length - 1)
    const problem = labelProblem(label)
    if (problem) return problem
    return isReservedLabel(label) ? 'reserved' : undefined
  }
  if (allBrandInfos().some((b) => b.mainDomain === host || host.endsWith(`.${b.mainDomain}`))) return 'ours'
  const parsed = parseDomain(host)
  if (!parsed.ok) return parsed.problem
  return parsed.value.domain === host ? undefined : 'characters'
}

/** PUT /api/sites/{siteId}/host */
export const hostBodySchema = z.object({
  host: z.string({ error: 'host saknas' }).min(1, 'host saknas').max(300),
})

/** GET .../host/subdomain-available/{host} and .../host/domain-available/{domain} */
export const availabilityResponseSchema = z.object({ available: z.boolean() })
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>

/** POST .../host/domain-registration/register/{domain} */
export const domainRegistrationResponseSchema = z.object({
  /** The site's address now: the registered domain. */
  host: z.string(),
  domain: z.string(),
  customDomainActive: z.boolean(),
  customDomainActiveDate: z.string().nullable(),
  expires: z.string().nullable(),
})
export type DomainRegistrationResponse = z.infer<typeof domainRegistrationResponseSchema>

/** PUT /api/sites/{siteId}/host: the site's address after the move. */
export const siteAddressSchema = z.object({
  host: z.string().nullable(),
  customDomainActive: z.boolean(),
  customDomainActiveDate: z.string().nullable(),
})

export type DnsStatus = 'waiting' | 'connected'

/** The name (under the domain) of the TXT record that proves a claim of a domain at another registrar. */
export const DOMAIN_PROOF_NAME = '_eventsite-verify'

/** The TXT record's value for a claim's token; the domain's apex may carry it too. */
export function domainProofValue(token: string): string {
  return `eventsite-verify=${token}`
}

/** GET .../host/domain-dns and POST .../host/domain-dns/check (the own-registrar page). */
export const domainDnsResponseSchema = z.object({
  domain: z.string(),
  /** 'connected' once the domain is proven and points here. */
  status: z.enum(['waiting', 'connected']),
  checkedAt: z.string().nullable(),
  /** The value of the A record the owner sets at their registrar. */
  aRecord: z.string(),
  /** The target of the www CNAME record. */
  cnameTarget: z.string(),
  /** The TXT record that proves the owner controls the domain: its name under the domain, and value. */
  proofName: z.string(),
  proofValue: z.string(),
  /** The site has proven the domain: nobody else can take it. */
  proven: z.boolean(),
})
export type DomainDnsResponse = z.infer<typeof domainDnsResponseSchema>
