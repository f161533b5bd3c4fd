import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { normaliseSwishNumber } from '#domain/commerce/swish-number.ts'
import {
  cardSimulatorConfirmBodySchema,
  cardStartBodySchema,
  type SwishStartResponse,
  type SwishValidationError,
  swishStartBodySchema,
} from '#domain/payments.ts'
import { errorBody } from '../http/errors.ts'
import { requestLanguage, trustedOrigin } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
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

const siteParams = z.object({ siteId: z.string().min(1).max(100) })
const referenceParams = siteParams.extend({ reference: z.string().min(1).max(100) })
const swishParams = z.object({ swishId: z.string().min(1).max(100) })
const swishCallbackBody = z.object({ id: z.string().min(1).max(100) }).loose()

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

export function paymentRoutes(app: FastifyInstance, { config, services, access }: RouteContext): void {
  const { payments } = services

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

  app.post('/api/sites/:siteId/payment/swish', async (request, reply) => {
    const site = await access.site(request, 'site.pay', parse(siteParams, request.params).siteId)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const body = parse(swishStartBodySchema, request.body)
    return startSwish(request, reply, config, body.payerAlias, (payerAlias, callbackUrl) =>
      payments.startSwish(site, account, body.paymentProduct, payerAlias, callbackUrl, {
        host: body.host,
        domain: body.domain,
      }),
    )
  })

  app.get('/api/swishPayments/:swishId', async (request, reply) => {
    const payment = await ownedPayment(request, parse(swishParams, request.params).swishId)
    if (payment.method !== 'swish') throw paymentErrors.paymentNotFound()
    return reply.headers(noStore).send(presentSwishStatus(await payments.swishStatus(payment)))
  })

  // Swish posts here from its own servers; the body only says which request to read back.
  app.post(SWISH_CALLBACK_PATH, async (request) => {
    await payments.swishCallback(parse(swishCallbackBody, request.body).id)
    return {}
  })

  app.post('/api/sites/:siteId/payment/stripe', async (request, reply) => {
    const site = await access.site(request, 'site.pay', parse(siteParams, request.params).siteId)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const body = parse(cardStartBodySchema, request.body)
    const started = await payments.startCard(site, account, body.paymentProduct, {
      host: body.host,
      domain: body.domain,
    })
    return reply.headers(noStore).send(presentCardStart(started))
  })

  app.get('/api/sites/:siteId/payment/stripe/:reference', async (request, reply) => {
    const { siteId, reference } = parse(referenceParams, request.params)
    const payment = await ownedPayment(request, reference, siteId)
    if (payment.method !== 'card') throw paymentErrors.paymentNotFound()
    return reply.headers(noStore).send(presentCardStatus(await payments.cardStatus(payment)))
  })

  app.post('/api/card-simulator/confirm', async (request) => {
    const body = parse(cardSimulatorConfirmBodySchema, request.body)
    await payments.confirmSimulatedCard(body.client_secret, body.cardNumber)
    return { status: 'succeeded' }
  })

  app.get('/api/sites/:siteId/payment/receipt/:reference', async (request, reply) => {
    const { siteId, reference } = parse(referenceParams, request.params)
    const payment = await ownedPayment(request, reference, siteId)
    // A refunded payment delivered nothing: there is no receipt for it.
    if (!payment.fulfilled_at || payment.status !== 'paid') throw paymentErrors.receiptNotReady()
    return reply.headers(noStore).send(presentReceipt(payment))
  })

  // The signature covers the exact bytes sent, so this one route keeps its body raw.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature']
      await payments.cardWebhook(request.body as Buffer, typeof signature === 'string' ? signature : '')
      return { received: true }
    })
  })
}
