import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** What an incoming X-Request-Id may look like to be kept: short, no spaces or control characters. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Every request's log lines carry its id (reqId). A proxy's X-Request-Id is kept, so Caddy's
 * access log and ours name one request alike; anything else gets a fresh UUID.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  const value = Array.isArray(given) ? given[0] : given
  return value && ACCEPTED.test(value) ? value : randomUUID()
}

/** Answers carry the id too, so a guest's error report can be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}
