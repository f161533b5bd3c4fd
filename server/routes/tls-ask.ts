import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { fileResponse } from '../http/route-schemas.ts'
import { fromAddressIn, fromLoopback } from '../http/trusted-caller.ts'
import type { RouteContext } from './context.ts'

export const TLS_ASK_PATH = '/internal/tls-ask'

const query = z.object({ domain: z.string().min(1).max(300) })

/** Loopback, or an address the operator listed: the only callers that may ask (Caddy). */
function mayAsk(request: FastifyRequest, allow: string[]): boolean {
  return fromLoopback(request) || fromAddressIn(request, allow)
}

/**
 * Caddy's on-demand TLS asks here before it gets a certificate for a host (deploy/Caddyfile):
 * 200 only for a host that serves a published site (a subdomain, or a connected custom domain,
 * with or without www.) or is a brand's main domain, 404 otherwise, so nobody can make us
 * request certificates for any name.
 */
export function tlsAskRoutes(app: FastifyInstance, { config, services }: RouteContext): void {
  // The query is checked in the handler, after the caller: a refusal is plain text for Caddy.
  const schema = {
    summary:
      "Caddy's on-demand TLS ask (?domain=): 200 for hosts of published sites (loopback and TLS_ASK_ALLOW only)",
    tags: ['operations'],
    response: {
      200: fileResponse('text/plain', 'ok'),
      '4xx': fileResponse('text/plain', 'forbidden, domain missing or unknown host'),
    },
  }
  app.get(TLS_ASK_PATH, { schema }, async (request, reply) => {
    if (!mayAsk(request, config.addresses.tlsAskAllow)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('forbidden')
    }
    const parsed = query.safeParse(request.query)
    if (!parsed.success) return reply.status(400).type('text/plain; charset=utf-8').send('domain missing')
    const live = await services.hosts.servesLiveSite(parsed.data.domain)
    return reply
      .status(live ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(live ? 'ok' : 'unknown host')
  })
}
