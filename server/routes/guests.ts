import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  formSubmissionSchema,
  giftReservationSchema,
  rsvpSubmissionSchema,
} from '#domain/forms/submissions.ts'
import { publicSiteUrl } from '#domain/hosts.ts'
import { errors } from '../http/errors.ts'
import { hostOf, trustedOrigin } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import type { RouteContext } from './context.ts'

const siteParams = z.object({ siteId: z.string().min(1).max(100) })
const postKeyQuery = z.object({ siteId: z.string().min(1).max(100).optional() })
const giftParams = siteParams.extend({
  moduleId: z.string().min(1).max(100),
  itemId: z.string().min(1).max(100),
})

/**
 * Reserving (PUT) and cancelling (DELETE) a gift take the same path and body; the legacy page calls
 * the path without /v2, with the same answer.
 */
export function giftChangeRoutes(
  app: FastifyInstance,
  { services, limits, access }: RouteContext,
  url: string,
): void {
  const { sites, gifts } = services
  for (const [method, change] of [
    ['PUT', gifts.reserve],
    ['DELETE', gifts.cancel],
  ] as const) {
    app.route({
      method,
      url,
      config: { rateLimit: limits.guestSubmit },
      handler: async (request) => {
        const ids = parse(giftParams, request.params)
        const body = parse(giftReservationSchema, request.body)
        const row = await access.site(request, 'guest.answer', ids.siteId)
        return { giftRegistryReservations: await change.call(gifts, row, sites.content(row), ids, body) }
      },
    })
  }
}

/** What guests do on a published site: answer RSVPs and forms, reserve and cancel gifts. */
export function guestRoutes(app: FastifyInstance, context: RouteContext): void {
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
  async function keySite(request: FastifyRequest): Promise<string> {
    const { siteId } = parse(postKeyQuery, request.query)
    if (siteId) return siteId
    const { host, mode } = hostOf(request, config)
    return (mode === 'PUBLIC' && host && (await sites.findByHost(host))?.id) || ''
  }

  const noStore = { 'cache-control': 'no-store' }
  app.get('/api/rsvps/post-key', limited, async (request, reply) =>
    reply.headers(noStore).send({ key: postKeys.issue('rsvp', await keySite(request)) }),
  )
  app.get('/api/form-submissions/post-key', limited, async (request, reply) =>
    reply.headers(noStore).send({ key: postKeys.issue('form', await keySite(request)) }),
  )

  app.post('/api/rsvps/:siteId/v4', answering, async (request) => {
    const { siteId } = parse(siteParams, request.params)
    const body = parse(rsvpSubmissionSchema, request.body)
    const { row, content } = await answeringSite(request, siteId)
    // Only the private link mailed to a guest with an answer token needs the address.
    const siteUrl =
      row.host && body.answerToken ? publicSiteUrl(row.host, trustedOrigin(request, config)) : null
    return guestForms.answerRsvp(row, content, body, siteUrl)
  })

  // The answer a guest's private link or browser holds the token of (issue 21), to see and change.
  const answerParams = siteParams.extend({ token: z.string().min(16).max(200) })
  app.get('/api/rsvps/:siteId/answers/:token', limited, async (request, reply) => {
    const { siteId, token } = parse(answerParams, request.params)
    const { row } = await guestSite(request, siteId)
    const answer = await guestForms.storedRsvp(row, token)
    if (!answer) throw errors.notFound()
    return reply.headers(noStore).send(answer)
  })

  app.post('/api/form-submissions/:siteId', answering, async (request) => {
    const { siteId } = parse(siteParams, request.params)
    const body = parse(formSubmissionSchema, request.body)
    const { row, content } = await answeringSite(request, siteId)
    return guestForms.answerForm(row, content, body)
  })

  // The site's reservations as they are now: a guest who lost the race for the last one of a gift
  // sees its card as it really is (issue 21). Not a spec call; reserving answers the same list.
  app.get('/api/gift-registry/:siteId/v2', limited, async (request, reply) => {
    const { siteId } = parse(siteParams, request.params)
    const { row } = await guestSite(request, siteId)
    return reply.headers(noStore).send({ giftRegistryReservations: await gifts.totals(row.id) })
  })

  giftChangeRoutes(app, context, '/api/gift-registry/:siteId/:moduleId/:itemId/v2')
}
