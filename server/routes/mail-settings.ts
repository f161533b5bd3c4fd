import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mailSettingsBodySchema, mailSettingsSchema } from '#domain/mail/mail-settings.ts'
import { siteIdParams } from '../http/route-schemas.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const tags = ['sites']
const answer = { 200: z.object({ mailSettings: mailSettingsSchema }) }

/**
 * The owner's mail settings of a site (issue 31): where guests' replies go, and whether and where
 * new RSVPs are mailed to the owner.
 */
export function mailSettingsRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { siteMail } = services
  const site = (request: FastifyRequest) =>
    access.site(request, 'site.edit', (request.params as { id: string }).id)

  const read = { summary: "The site's mail settings", tags, params: siteIdParams, response: answer }
  app.get(
    '/api/sites/:id/mail-settings',
    { ...ownerChecks(access).site('site.edit', 'id'), schema: read },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ mailSettings: await siteMail.settings(await site(request)) }),
  )

  const save = {
    ...ownerChecks(access).site('site.edit', 'id'),
    schema: {
      summary: "Set where guests' replies and new RSVPs are mailed",
      tags,
      params: siteIdParams,
      body: mailSettingsBodySchema,
      response: answer,
    },
  }
  app.put('/api/sites/:id/mail-settings', save, async (request) => ({
    mailSettings: await siteMail.save(await site(request), request.body),
  }))
}
