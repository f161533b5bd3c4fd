import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { normaliseSwishNumber } from '#domain/commerce/swish-number.ts'
import {
  cardSimulatorConfirmBodySchema,
  cardStartBodySchema,
  cardStartResponseSchema,
  cardStatusResponseSchema,
  receiptSchema,
  type SwishStartResponse,
  type SwishValidationError,
  swishStartBodySchema,
  swishStartResponseSchema,
  swishStatusResponseSchema,
} from '#domain/payments.ts'
import { errorBody } from '../http/errors.ts'
import { requestLanguage, trustedOrigin } from '../http/request-context.ts'
import { errorResponseSchema, idParam, siteParams } from '../http/route-schemas.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import {
  presentCardStart,
  presentCardStatus,
  presentReceipt,
  presentSwishStatus,
} from '../presenters/payment.presenter.ts'
import type { PaymentRow } from '../repositories/payments.repository.ts'
import { PayerRefusedError } from '../services/payments/payments.service.ts'
import { paymentErrors } from '../services/payments/payments-errors.ts'
import { SWISH_CALLBACK_PATH } from '../services/payments/payments-refunds.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks, ownerFirst } from './owner-first.ts'

const referenceParams = siteParams.extend({ reference: idParam })
const swishParams = z.object({ swishId: idParam })
const swishCallbackBody = z.object({ id: idParam }).loose()
const tags = ['payments']

/** A started Swish payment, or the 422 with the reason shown under the number field. */
export const swishStartResponses = {
  200: swishStartResponseSchema,
  422: errorResponseSchema.extend({ validationMessage: z.string() }),
}

export { SWISH_CALLBACK_PATH }
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook'

/** The payment calls of spec 000 section 7, Swish's callback and the card provider's webhook. */
const noStore = { 'cache-control': 'private, no-store' }

/**
 * Starts a Swish payment (a site product's or an order's): the number is checked first, and a
 * number Swish refuses, or one that breaks the rules, is answered 422 with the field's message in
 * the caller's language.
 */
export async function startSwish(
  request: FastifyRequest,
  reply: FastifyReply,
  config: RouteContext['config'],
  payerAlias: string | undefined,
  start: (payerAlias: string, callbackUrl: string) => Promise<PaymentRow>,
) {
  const refused = (texts: { sv: string; en: string; da: string }) =>
    reply.status(422).send({
      ...errorBody(texts),
      validationMessage: texts[requestLanguage(request, config)],
    } satisfies SwishValidationError & object)
  const number = normaliseSwishNumber(payerAlias)
  if (!number.ok) return refused(number.message)
  try {
    const payment = await start(number.payerAlias, `${trustedOrigin(request, config)}${SWISH_CALLBACK_PATH}`)
    return reply.headers(noStore).send({ swishId: payment.reference } satisfies SwishStartResponse)
  } catch (err) {
    if (err instanceof PayerRefusedError) return refused(err.texts)
    throw err
  }
}

export function paymentRoutes(fastify: FastifyInstance, { config, services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { payments } = services
  const payFirst = ownerChecks(access).site('site.pay')

  /** A payment of a site the caller owns, under the site the path names (when it names one). */
  const ownedPayment = async (
    request: FastifyRequest,
    reference: string,
    siteId?: string,
  ): Promise<PaymentRow> => {
    const payment = await payments.findByReference(reference)
    await access.resourceSite(
      request,
      'payment.read',
      payment?.site_id,
      paymentErrors.paymentNotFound,
      siteId,
    )
    if (!payment) throw paymentErrors.paymentNotFound()
    return payment
  }
  type PaymentPath = FastifyRequest<{ Params: { siteId?: string; reference?: string; swishId?: string } }>
  const paymentFirst = ownerFirst((request: PaymentPath) => {
    const { reference, swishId, siteId } = request.params
    return ownedPayment(request, reference ?? swishId ?? '', siteId)
  })

  const swish = {
    summary: 'Start a Swish payment',
    tags,
    params: siteParams,
    body: swishStartBodySchema,
    response: swishStartResponses,
  }
  app.post('/api/sites/:siteId/payment/swish', { ...payFirst, schema: swish }, async (request, reply) => {
    const site = await access.site(request, 'site.pay', request.params.siteId)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const { body } = request
    return startSwish(request, reply, config, body.payerAlias, (payerAlias, callbackUrl) =>
      payments.startSwish(site, account, body.paymentProduct, payerAlias, callbackUrl, {
        host: body.host,
        domain: body.domain,
      }),
    )
  })

  const swishStatus = {
    summary: 'Where a Swish payment is',
    tags,
    params: swishParams,
    response: { 200: swishStatusResponseSchema },
  }
  app.get('/api/swishPayments/:swishId', { ...paymentFirst, schema: swishStatus }, async (request, reply) => {
    const payment = await ownedPayment(request, request.params.swishId)
    if (payment.method !== 'swish') throw paymentErrors.paymentNotFound()
    return reply.headers(noStore).send(presentSwishStatus(await payments.swishStatus(payment)))
  })

  // Swish posts here from its own servers; the body only says which request to read back.
  const callback = {
    summary: "Swish's callback: the payment request to read back",
    tags,
    body: swishCallbackBody,
    response: { 200: z.object({}) },
  }
  app.post(SWISH_CALLBACK_PATH, { schema: callback }, async (request) => {
    await payments.swishCallback(request.body.id)
    return {}
  })

  const card = {
    summary: 'Start a card payment',
    tags,
    params: siteParams,
    body: cardStartBodySchema,
    response: { 200: cardStartResponseSchema },
  }
  app.post('/api/sites/:siteId/payment/stripe', { ...payFirst, schema: card }, async (request, reply) => {
    const site = await access.site(request, 'site.pay', request.params.siteId)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const { body } = request
    const started = await payments.startCard(site, account, body.paymentProduct, {
      host: body.host,
      domain: body.domain,
    })
    return reply.headers(noStore).send(presentCardStart(started))
  })

  const cardStatus = {
    summary: 'Whether a card payment is confirmed',
    tags,
    params: referenceParams,
    response: { 200: cardStatusResponseSchema },
  }
  app.get(
    '/api/sites/:siteId/payment/stripe/:reference',
    { ...paymentFirst, schema: cardStatus },
    async (request, reply) => {
      const { siteId, reference } = request.params
      const payment = await ownedPayment(request, reference, siteId)
      if (payment.method !== 'card') throw paymentErrors.paymentNotFound()
      return reply.headers(noStore).send(presentCardStatus(await payments.cardStatus(payment)))
    },
  )

  const simulator = {
    summary: "The embedded card simulator's test-card form",
    tags,
    body: cardSimulatorConfirmBodySchema,
    response: { 200: z.object({ status: z.literal('succeeded') }) },
  }
  app.post('/api/card-simulator/confirm', { schema: simulator }, async (request) => {
    const { body } = request
    await payments.confirmSimulatedCard(body.client_secret, body.cardNumber)
    return { status: 'succeeded' as const }
  })

  const receipt = {
    summary: 'The receipt of a fulfilled payment',
    tags,
    params: referenceParams,
    response: { 200: receiptSchema },
  }
  app.get(
    '/api/sites/:siteId/payment/receipt/:reference',
    { ...paymentFirst, schema: receipt },
    async (request, reply) => {
      const { siteId, reference } = request.params
      const payment = await ownedPayment(request, reference, siteId)
      // A refunded payment delivered nothing: there is no receipt for it.
      if (!payment.fulfilled_at || payment.status !== 'paid') throw paymentErrors.receiptNotReady()
      return reply.headers(noStore).send(presentReceipt(payment))
    },
  )

  // The signature covers the exact bytes sent, so this one route keeps its body raw.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    const webhook = {
      summary: "The card provider's signed webhook (raw body)",
      tags,
      response: { 200: z.object({ received: z.literal(true) }) },
    }
    scope.post(STRIPE_WEBHOOK_PATH, { schema: webhook }, async (request) => {
      const signature = request.headers['stripe-signature']
      await payments.cardWebhook(request.body as Buffer, typeof signature === 'string' ? signature : '')
      return { received: true }
    })
  })
}
