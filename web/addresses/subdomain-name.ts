import { slugify } from '#domain/site/slugs.ts'

/** The length of a DNS label that the server accepts as a subdomain (issue 16). */
export const SUBDOMAIN_MIN_LENGTH = 3
export const SUBDOMAIN_MAX_LENGTH = 63

export type SubdomainName =
  | { kind: 'empty' }
  | { kind: 'tooShort'; label: string }
  | { kind: 'tooLong'; label: string }
  | { kind: 'ok'; label: string }

/**
 * What the owner typed as a DNS label: the slug rules turn 'Anna & Erik' into 'anna-och-erik'
 * (å, ä, ö and é transliterated), so the search shows the address that would really be bought.
 * A full address typed or pasted ('anna.brollopssida.se') keeps only its first label.
 */
export function subdomainName(input: string, mainDomain: string): SubdomainName {
  const trimmed = input.trim().toLowerCase()
  const withoutMain = trimmed.endsWith(`.${mainDomain}`) ? trimmed.slice(0, -mainDomain.length - 1) : trimmed
  const label = slugify(withoutMain.replace(/^https?:\/\//, '').replace(/\./g, '-'))
  if (label === '') return { kind: 'empty' }
  if (label.length < SUBDOMAIN_MIN_LENGTH) return { kind: 'tooShort', label }
  if (label.length > SUBDOMAIN_MAX_LENGTH) return { kind: 'tooLong', label }
  return { kind: 'ok', label }
}

/** The full host of a subdomain label under the brand's main domain. */
export function subdomainHost(label: string, mainDomain: string): string {
  return `${label}.${mainDomain}`
}

/** The label of a host under the brand's main domain; null for any other host (a custom domain). */
export function labelOfHost(host: string | null, mainDomain: string): string | null {
  if (!host?.endsWith(`.${mainDomain}`)) return null
  return host.slice(0, -mainDomain.length - 1)
}
