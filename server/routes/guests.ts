import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  formSubmissionSchema,
  giftReservationSchema,
  giftReservationsResponseSchema,
  guestAnswerResponseSchema,
  rsvpSubmissionSchema,
  storedRsvpSchema,
} from '#domain/forms/submissions.ts'
import { errors } from '../http/errors.ts'
import { hostOf, trustedOrigin } from '../http/request-context.ts'
import { idParam, siteParams } from '../http/route-schemas.ts'
import type { RouteContext } from './context.ts'

const postKeyQuery = z.object({ siteId: idParam.optional() })
const postKeyResponse = z.object({ key: z.string() })
const giftParams = siteParams.extend({ moduleId: idParam, itemId: idParam })
const tags = ['guests']

/**
 * Reserving (PUT) and cancelling (DELETE) a gift take the same path and body; the legacy page calls
 * the path without /v2, with the same answer.
 */
export function giftChangeRoutes(
  fastify: FastifyInstance,
  { services, limits, access }: RouteContext,
  url: string,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { sites, gifts } = services
  for (const [method, change, summary] of [
    ['PUT', gifts.reserve, 'Reserve a gift'],
    ['DELETE', gifts.cancel, 'Cancel a reservation with its password'],
  ] as const) {
    app.route({
      method,
      url,
      config: { rateLimit: limits.guestSubmit },
      schema: {
        summary,
        tags,
        params: giftParams,
        body: giftReservationSchema,
        response: { 200: giftReservationsResponseSchema },
      },
      handler: async (request) => {
        const { params: ids, body } = request
        const row = await access.site(request, 'guest.answer', ids.siteId)
        return { giftRegistryReservations: await change.call(gifts, row, sites.content(row), ids, body) }
      },
    })
  }
}

/** What guests do on a published site: answer RSVPs and forms, reserve and cancel gifts. */
export function guestRoutes(fastify: FastifyInstance, context: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { config, services, limits, access } = context
  const { sites, guestForms, gifts, postKeys } = services

  async function guestSite(request: FastifyRequest, siteId: string) {
    const row = await access.site(request, 'guest.answer', siteId)
    return { row, content: sites.content(row) }
  }

  /** The same for an RSVP or form answer, from the sites kept for answers (answering-sites.ts). */
  async function answeringSite(request: FastifyRequest, siteId: string) {
    const row = await access.answerSite(request, siteId)
    return { row, content: sites.content(row) }
  }

  const limited = { config: { rateLimit: limits.guestSubmit } }
  // An answer's acknowledgement is a few bytes, never worth compressing, and no browser sends its
  // answer compressed: without the compression hooks a guest answer costs the server less at peaks.
  const answering = { ...limited, compress: false, decompress: false } as const

  /** The site a key is for: ?siteId= as the page sends it, else the site on the request's host. */
  async function keySite(request: FastifyRequest<{ Querystring: { siteId?: string } }>): Promise<string> {
    const { siteId } = request.query
    if (siteId) return siteId
    const { host, mode } = hostOf(request, config)
    return (mode === 'PUBLIC' && host && (await sites.findByHost(host))?.id) || ''
  }

  const noStore = { 'cache-control': 'no-store' }
  const postKey = (summary: string) => ({
    ...limited,
    schema: { summary, tags, querystring: postKeyQuery, response: { 200: postKeyResponse } },
  })
  app.get(
    '/api/rsvps/post-key',
    postKey('A signed key a guest answer is posted with'),
    async (request, reply) =>
      reply.headers(noStore).send({ key: postKeys.issue('rsvp', await keySite(request)) }),
  )
  app.get(
    '/api/form-submissions/post-key',
    postKey('A signed key a form answer is posted with'),
    async (request, reply) =>
      reply.headers(noStore).send({ key: postKeys.issue('form', await keySite(request)) }),
  )

  const rsvp = {
    summary: "A guest's answer (RSVP)",
    tags,
    params: siteParams,
    body: rsvpSubmissionSchema,
    response: { 200: guestAnswerResponseSchema },
  }
  app.post('/api/rsvps/:siteId/v4', { ...answering, schema: rsvp }, async (request) => {
    const { params, body } = request
    const { row, content } = await answeringSite(request, params.siteId)
    // Only the private link mailed to a guest with an answer token needs the address.
    const siteUrl = body.answerToken
      ? await services.hosts.mainUrl(row, trustedOrigin(request, config))
      : null
    return guestForms.answerRsvp(row, content, body, siteUrl)
  })

  // The answer a guest's private link or browser holds the token of (issue 21), to see and change.
  const answerParams = siteParams.extend({ token: z.string().min(16).max(200) })
  const stored = {
    summary: "The answer a guest's private link or browser holds the token of",
    tags,
    params: answerParams,
    response: { 200: storedRsvpSchema },
  }
  app.get('/api/rsvps/:siteId/answers/:token', { ...limited, schema: stored }, async (request, reply) => {
    const { siteId, token } = request.params
    const { row } = await guestSite(request, siteId)
    const answer = await guestForms.storedRsvp(row, token)
    if (!answer) throw errors.notFound()
    return reply.headers(noStore).send(answer)
  })

  const form = {
    summary: "A guest's form answer",
    tags,
    params: siteParams,
    body: formSubmissionSchema,
    response: { 200: guestAnswerResponseSchema },
  }
  app.post('/api/form-submissions/:siteId', { ...answering, schema: form }, async (request) => {
    const { params, body } = request
    const { row, content } = await answeringSite(request, params.siteId)
    return guestForms.answerForm(row, content, body)
  })

  // The site's reservations as they are now: a guest who lost the race for the last one of a gift
  // sees its card as it really is (issue 21). Not a spec call; reserving answers the same list.
  const reservations = {
    summary: 'Gift registry reservations of a site',
    tags,
    params: siteParams,
    response: { 200: giftReservationsResponseSchema },
  }
  app.get('/api/gift-registry/:siteId/v2', { ...limited, schema: reservations }, async (request, reply) => {
    const { row } = await guestSite(request, request.params.siteId)
    return reply.headers(noStore).send({ giftRegistryReservations: await gifts.totals(row.id) })
  })

  giftChangeRoutes(app, context, '/api/gift-registry/:siteId/:moduleId/:itemId/v2')
}
