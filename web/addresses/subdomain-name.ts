import { type LabelProblem, labelProblem, toLabel } from '#domain/addresses.ts'

export type SubdomainName =
  | { kind: 'empty' }
  | { kind: 'problem'; problem: LabelProblem }
  | { kind: 'ok'; label: string }

/**
 * What the owner typed as a subdomain label, by the server's own rules (domain/addresses.ts):
 * 'Anna & Erik' is 'anna-och-erik', so the search shows the address that would really be bought.
 * A full address typed or pasted ('anna.brollopssida.se') keeps only its own part.
 */
export function subdomainName(input: string, mainDomain: string): SubdomainName {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
  const own = trimmed.endsWith(`.${mainDomain}`) ? trimmed.slice(0, -mainDomain.length - 1) : trimmed
  const label = toLabel(own)
  if (label === '' || label === '-') return { kind: 'empty' }
  const problem = labelProblem(label)
  return problem ? { kind: 'problem', problem } : { kind: 'ok', label }
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
