import type { FastifyRequest } from 'fastify'
import { errors } from './errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Customer sites
 * are subdomains of the main domain, so "same-site" is not enough: only same-origin passes.
 * Requests without these headers are not from a browser page and cannot ride a visitor's cookies.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw errors.crossOrigin()
  const origin = request.headers.origin
  if (origin) {
    let parsed: URL
    try {
      parsed = new URL(origin)
    } catch {
      throw errors.crossOrigin()
    }
    // An origin is scheme and host: a page on http:// must not write to the https:// site. Behind
    // TRUST_PROXY, request.protocol is the client's scheme from X-Forwarded-Proto.
    const sameHost = parsed.host.toLowerCase() === (request.headers.host ?? '').toLowerCase()
    if (!sameHost || parsed.protocol !== `${request.protocol}:`) throw errors.crossOrigin()
  }
}
