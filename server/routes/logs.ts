import type { FastifyInstance } from 'fastify'
import { feedbackBodySchema } from '#domain/accounts.ts'
import { logEntrySchema } from '#domain/logs.ts'
import { parse } from '../http/validate.ts'
import { accountOf } from '../policies/actor.ts'
import type { RouteContext } from './context.ts'

export function logRoutes(app: FastifyInstance, { services, limits, access }: RouteContext): void {
  app.post('/api/logs/', { config: { rateLimit: limits.logs } }, async (request, reply) => {
    const entry = parse(logEntrySchema, request.body)
    await services.logs.write(entry, accountOf(await access.actorOf(request))?.id ?? null)
    return reply.status(201).send({ ok: true })
  })

  app.post('/api/feedback/', { config: { rateLimit: limits.logs } }, async (request, reply) => {
    const body = parse(feedbackBodySchema, request.body)
    await services.logs.feedback(body, accountOf(await access.actorOf(request))?.id ?? null)
    return reply.status(201).send({ ok: true })
  })
}
