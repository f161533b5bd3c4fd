import { Resolver } from 'node:dns/promises'
import { DOMAIN_PROOF_NAME } from '#domain/addresses.ts'

/** What a domain's DNS says, and whether it points at us. */
export interface DnsCheck {
  connected: boolean
  aRecords: string[]
  wwwCname: string | null
}

/** Looks at a custom domain's DNS records (an owner at another registrar sets them). */
export interface DnsChecker {
  check(domain: string): Promise<DnsCheck>
  /** The TXT values of `_eventsite-verify.<domain>` and of the domain itself (a proof may sit at either). */
  proofs(domain: string): Promise<string[]>
}

export interface DnsCheckerOptions {
  /** DNS servers to ask ("1.1.1.1", "127.0.0.1:5353"); empty: the system's resolvers. */
  servers: string[]
  /** The A record the apex must have. */
  publicIpv4: string
  /** The name www must be a CNAME of. */
  publicHostname: string
  timeoutMs?: number
}

const NO_ANSWER = new Set([
  'ENODATA',
  'ENOTFOUND',
  'ENONAME',
  'ESERVFAIL',
  'EREFUSED',
  'ETIMEOUT',
  'ECONNREFUSED',
])

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '')

/**
 * Node's resolver, asking the configured servers directly (no cache in between, so "check now"
 * sees a change as soon as the servers do). Connected: every A record of the domain is ours and
 * www is a CNAME of our hosting name.
 */
export function dnsChecker(options: DnsCheckerOptions): DnsChecker {
  const resolver = () => {
    const r = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: 2 })
    if (options.servers.length > 0) r.setServers(options.servers)
    return r
  }
  const orNothing = async <T>(lookup: Promise<T>, nothing: T): Promise<T> => {
    try {
      return await lookup
    } catch (err) {
      if (NO_ANSWER.has((err as { code?: string }).code ?? '')) return nothing
      throw err
    }
  }
  return {
    async check(domain) {
      const r = resolver()
      const [aRecords, cnames] = await Promise.all([
        orNothing(r.resolve4(domain), [] as string[]),
        orNothing(r.resolveCname(`www.${domain}`), [] as string[]),
      ])
      const wwwCname = cnames[0] ? bare(cnames[0]) : null
      const connected =
        aRecords.length > 0 &&
        aRecords.every((a) => a === options.publicIpv4) &&
        wwwCname === bare(options.publicHostname)
      return { connected, aRecords, wwwCname }
    },
    async proofs(domain) {
      const r = resolver()
      const lists = await Promise.all(
        [`${DOMAIN_PROOF_NAME}.${domain}`, domain].map((name) => orNothing(r.resolveTxt(name), [])),
      )
      // A long TXT value arrives in chunks of at most 255 characters.
      return lists.flat().map((chunks) => chunks.join('').trim())
    },
  }
}
