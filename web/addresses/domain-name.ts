import { DOMAIN_TLDS, type DomainTld, type LabelProblem, labelProblem, toLabel } from '#domain/addresses.ts'

export function isTopLevelDomain(value: string): value is DomainTld {
  return (DOMAIN_TLDS as readonly string[]).includes(value)
}

export type DomainName =
  | { kind: 'empty' }
  | { kind: 'problem'; problem: LabelProblem; tld: DomainTld | null }
  | { kind: 'ok'; name: string; tld: DomainTld | null }

/**
 * A typed domain name by the server's label rules (domain/addresses.ts): an address pasted with
 * its scheme, www. or path keeps only the name, and a known ending moves into the ending select
 * ('https://www.annaocherik.nu/osa' → name 'annaocherik', ending 'nu').
 */
export function domainName(input: string): DomainName {
  let rest = input.trim().toLowerCase()
  rest = rest
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '')
  let tld: DomainTld | null = null
  const dot = rest.lastIndexOf('.')
  if (dot > 0) {
    const ending = rest.slice(dot + 1)
    if (isTopLevelDomain(ending)) {
      tld = ending
      rest = rest.slice(0, dot)
    }
  }
  const name = toLabel(rest)
  if (name === '' || name === '-') return { kind: 'empty' }
  const problem = labelProblem(name)
  return problem ? { kind: 'problem', problem, tld } : { kind: 'ok', name, tld }
}

export function fullDomain(name: string, tld: DomainTld): string {
  return `${name}.${tld}`
}
