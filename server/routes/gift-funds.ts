import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  giftPledgeRecordSchema,
  giftPledgeResponseSchema,
  giftPledgeSchema,
  thankYouGiverSchema,
} from '#domain/forms/submissions.ts'
import { errors } from '../http/errors.ts'
import { hostOf, requestLanguage } from '../http/request-context.ts'
import { fileResponse, idParam, okResponse, siteParams } from '../http/route-schemas.ts'
import { presentPledge } from '../presenters/gift-pledge.presenter.ts'
import { fundQrLink, qrSvg } from '../services/guests/fund-qr.ts'
import { findFund } from '../services/guests/gift-pledges.service.ts'
import { giftsWorkbookData, sortLocale, thankYouWorkbook } from '../services/guests/gifts-xlsx.ts'
import { thankYouList } from '../services/guests/thank-you-list.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const fundParams = siteParams.extend({ moduleId: idParam, itemId: idParam })
// The guests' calls are tagged as the other guest calls are; the couple's under their own.
const guestTags = ['guests']
const tags = ['gift funds']
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Money gifts (issue 35): guests pledge what they gave to a fund, the page shows its Swish QR
 * code, and the couple lists the pledges, marks them received and exports a thank-you list.
 * No money passes through here.
 */
export function giftFundRoutes(fastify: FastifyInstance, context: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { config, services, limits, access } = context
  const { sites, giftPledges, postKeys } = services
  const limited = { config: { rateLimit: limits.guestSubmit } }
  const noStore = { 'cache-control': 'no-store' }

  const postKey = {
    ...limited,
    schema: {
      summary: 'A signed key a pledge to a fund is posted with',
      tags: guestTags,
      querystring: z.object({ siteId: idParam.optional() }),
      response: { 200: z.object({ key: z.string() }) },
    },
  }
  app.get('/api/gift-registry/pledges/post-key', postKey, async (request, reply) => {
    const { host, mode } = hostOf(request, config)
    const siteId =
      request.query.siteId ?? ((mode === 'PUBLIC' && host && (await sites.findByHost(host))?.id) || '')
    return reply.headers(noStore).send({ key: postKeys.issue('pledge', siteId) })
  })

  const pledge = {
    summary: 'What a guest gave to a fund (the money went to the couple directly)',
    tags: guestTags,
    params: fundParams,
    body: giftPledgeSchema,
    response: { 200: giftPledgeResponseSchema },
  }
  app.post(
    '/api/gift-registry/:siteId/:moduleId/:itemId/pledges',
    { ...limited, schema: pledge },
    async (request) => {
      const { params, body } = request
      const row = await access.site(request, 'guest.answer', params.siteId)
      return giftPledges.pledge(row, sites.content(row), params, body)
    },
  )

  // The fund's Swish QR code, for a guest at a computer: the same prefilled link a phone opens.
  const qr = {
    summary: "A fund's Swish QR code (SVG)",
    tags: guestTags,
    params: fundParams,
    querystring: z.object({ lang: z.string().max(20).optional() }),
    response: { 200: fileResponse('image/svg+xml', 'The QR code') },
  }
  app.get(
    '/api/gift-registry/:siteId/:moduleId/:itemId/swish-qr.svg',
    { schema: qr },
    async (request, reply) => {
      const { params, query } = request
      const row = await access.site(request, 'guest.answer', params.siteId)
      const content = sites.content(row)
      const language =
        query.lang && content.availableLanguages.some((l) => l.languageCode === query.lang)
          ? query.lang
          : (content.availableLanguages[0]?.languageCode ?? 'sv')
      const link = fundQrLink(findFund(content, params), language)
      if (!link) throw errors.notFound()
      return reply
        .headers({ 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' })
        .send(await qrSvg(link))
    },
  )

  const owned = (request: FastifyRequest<{ Params: { siteId: string } }>) =>
    access.site(request, 'site.viewResponses', request.params.siteId)
  const ownerFirst = ownerChecks(access).site('site.viewResponses')
  const privateNoStore = { 'cache-control': 'private, no-store' }

  const list = {
    summary: "The site's pledges to its funds, with their greetings",
    tags,
    params: siteParams,
    response: { 200: z.object({ data: z.array(giftPledgeRecordSchema) }) },
  }
  app.get('/api/sites/:siteId/gift-pledges', { ...ownerFirst, schema: list }, async (request, reply) => {
    const site = await owned(request)
    const content = sites.content(site)
    const rows = await giftPledges.list(site.id)
    return reply.headers(privateNoStore).send({ data: rows.map((r) => presentPledge(r, content)) })
  })

  const received = {
    summary: 'Marks a pledge received (the money showed in the app), or not',
    tags,
    params: siteParams.extend({ pledgeId: idParam }),
    body: z.object({ received: z.boolean() }),
    response: { 200: okResponse },
  }
  app.put(
    '/api/sites/:siteId/gift-pledges/:pledgeId/received',
    { ...ownerFirst, schema: received },
    async (request) => {
      const site = await owned(request)
      await giftPledges.setReceived(site.id, request.params.pledgeId, request.body.received)
      return { ok: true as const }
    },
  )

  const thankYouJson = {
    summary: 'Who gave what, per household: gifts reserved and money pledged',
    tags,
    params: siteParams,
    response: { 200: z.object({ data: z.array(thankYouGiverSchema) }) },
  }
  app.get(
    '/api/sites/:siteId/gift-pledges/thank-you',
    { ...ownerFirst, schema: thankYouJson },
    async (request, reply) => {
      const site = await owned(request)
      const data = await giftsWorkbookData(services, site)
      const list = thankYouList(sites.content(site), data, sortLocale(requestLanguage(request, config)))
      return reply.headers(privateNoStore).send({ data: list })
    },
  )

  const thankYou = {
    summary: 'Who gave what, per household: gifts reserved and money pledged (xlsx)',
    tags,
    params: siteParams,
    response: { 200: fileResponse(XLSX, 'tack.xlsx') },
  }
  app.get(
    '/api/sites/:siteId/gift-pledges/thank-you.xlsx',
    { ...ownerFirst, schema: thankYou },
    async (request, reply) => {
      const site = await owned(request)
      const ui = requestLanguage(request, config)
      const data = await giftsWorkbookData(services, site)
      const file = await thankYouWorkbook(sites.content(site), data, ui)
      return reply
        .headers({
          ...privateNoStore,
          'content-type': XLSX,
          'content-disposition': 'attachment; filename="tack.xlsx"',
        })
        .send(file)
    },
  )
}
