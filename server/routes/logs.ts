import type { FastifyInstance } from 'fastify'
import { feedbackBodySchema } from '#domain/accounts.ts'
import { logEntrySchema } from '#domain/logs.ts'
import { currentAccount } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import type { RouteContext } from './context.ts'

export function logRoutes(app: FastifyInstance, { services, limits }: RouteContext): void {
  app.post('/api/logs/', { config: { rateLimit: limits.logs } }, async (request, reply) => {
    const entry = parse(logEntrySchema, request.body)
    const account = await currentAccount(request, services)
    await services.logs.write(entry, account?.id ?? null)
    return reply.status(201).send({ ok: true })
  })

  app.post('/api/feedback/', { config: { rateLimit: limits.logs } }, async (request, reply) => {
    const body = parse(feedbackBodySchema, request.body)
    const account = await currentAccount(request, services)
    await services.logs.feedback(body, account?.id ?? null)
    return reply.status(201).send({ ok: true })
  })
}
