import { type Registrar, RegistrarError } from './registrar.ts'

/** The simulator's rule (issue 16): a name starting with `upptagen` is taken, every other name is free. */
export function simulatedTaken(domain: string): boolean {
  return domain.startsWith('upptagen')
}

function yearsFrom(from: Date, years: number): string {
  const d = new Date(from.getTime())
  d.setUTCFullYear(d.getUTCFullYear() + years)
  return d.toISOString()
}

/**
 * The embedded registrar: no account, no money. Registrations are remembered per reference, so a
 * repeated call with the same reference answers what the first did, as the real adapter does.
 */
export function registrarSimulator(clock: () => Date = () => new Date()): Registrar {
  const expiries = new Map<string, string>()
  const byReference = new Map<string, string>()
  return {
    simulated: true,
    async isAvailable(domain) {
      return !simulatedTaken(domain) && !expiries.has(domain)
    },
    async register(domain, { years, reference }) {
      const earlier = byReference.get(`register:${reference}`)
      if (earlier) return { expiresAt: earlier }
      if (simulatedTaken(domain) || expiries.has(domain)) {
        throw new RegistrarError(`${domain} is not available`, 422)
      }
      const expiresAt = yearsFrom(clock(), years)
      expiries.set(domain, expiresAt)
      byReference.set(`register:${reference}`, expiresAt)
      return { expiresAt }
    },
    async renew(domain, { years, reference }) {
      const earlier = byReference.get(`renew:${reference}`)
      if (earlier) return { expiresAt: earlier }
      const current = expiries.get(domain)
      const now = clock()
      const from = current && new Date(current) > now ? new Date(current) : now
      const expiresAt = yearsFrom(from, years)
      expiries.set(domain, expiresAt)
      byReference.set(`renew:${reference}`, expiresAt)
      return { expiresAt }
    },
  }
}
