import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { feedbackBodySchema } from '#domain/accounts.ts'
import { logEntrySchema } from '#domain/logs.ts'
import { okResponse } from '../http/route-schemas.ts'
import { accountOf } from '../policies/actor.ts'
import type { RouteContext } from './context.ts'

const tags = ['logs']

export function logRoutes(fastify: FastifyInstance, { services, limits, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const config = { rateLimit: limits.logs }
  const log = { summary: 'A client log entry', tags, body: logEntrySchema, response: { 201: okResponse } }
  app.post('/api/logs/', { config, schema: log }, async (request, reply) => {
    const entry = request.body
    await services.logs.write(entry, accountOf(await access.actorOf(request))?.id ?? null)
    return reply.status(201).send({ ok: true as const })
  })

  const feedback = {
    summary: "An owner's feedback",
    tags,
    body: feedbackBodySchema,
    response: { 201: okResponse },
  }
  app.post('/api/feedback/', { config, schema: feedback }, async (request, reply) => {
    const { body } = request
    await services.logs.feedback(body, accountOf(await access.actorOf(request))?.id ?? null)
    return reply.status(201).send({ ok: true as const })
  })
}
