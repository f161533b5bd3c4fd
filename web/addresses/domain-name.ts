import { slugify } from '#domain/site/slugs.ts'

/** The top-level domains that can be bought or connected (spec 002 section 9). */
export const TOP_LEVEL_DOMAINS = ['se', 'nu', 'com', 'eu'] as const
export type TopLevelDomain = (typeof TOP_LEVEL_DOMAINS)[number]

export function isTopLevelDomain(value: string): value is TopLevelDomain {
  return (TOP_LEVEL_DOMAINS as readonly string[]).includes(value)
}

/** The longest name a domain's label may have. */
export const DOMAIN_NAME_MAX_LENGTH = 63

/**
 * A typed domain name as it can be registered: an address pasted with its scheme, www. or path
 * keeps only the name, and a known ending moves into the ending select ('www.annaocherik.nu' →
 * name 'annaocherik', ending 'nu'). The rest follows the slug rules (a–z, 0–9 and hyphens).
 */
export function sanitiseDomainName(input: string): { name: string; tld: TopLevelDomain | null } {
  let rest = input.trim().toLowerCase()
  rest = rest
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
  let tld: TopLevelDomain | null = null
  const dot = rest.lastIndexOf('.')
  if (dot > 0) {
    const ending = rest.slice(dot + 1)
    if (isTopLevelDomain(ending)) {
      tld = ending
      rest = rest.slice(0, dot)
    }
  }
  return { name: slugify(rest.replace(/\./g, '-')).slice(0, DOMAIN_NAME_MAX_LENGTH).replace(/-$/, ''), tld }
}

export function fullDomain(name: string, tld: TopLevelDomain): string {
  return `${name}.${tld}`
}
