import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  type OrderCreatedResponse,
  orderCreateSchema,
  type ShipmentMethodsResponse,
  shipmentMethodsBodySchema,
} from '#domain/prints/orders.ts'
import { parse } from '../http/validate.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import { presentOrder } from '../presenters/order.presenter.ts'
import { presentCardStart } from '../presenters/payment.presenter.ts'
import type { PrintOrder } from '../repositories/print-orders.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { printErrors } from '../services/orders/prints-errors.ts'
import type { RouteContext } from './context.ts'
import { startSwish } from './payments.ts'

const orderParams = z.object({ orderId: z.string().min(1).max(100) })
const swishBody = z.object({ payerAlias: z.string().max(100).optional() })
const callbackParams = z.object({ secret: z.string().min(1).max(200) })
export const PRINT_SHOP_CALLBACK_PATH = '/api/print-shop/callback/:secret'
const noStore = { 'cache-control': 'private, no-store' }

/** The orders calls of spec 002 section 7 and the order's payment (issue 15's payments service). */
export function orderRoutes(app: FastifyInstance, { config, services, access }: RouteContext): void {
  const { orders } = services

  /** An order of a site the caller owns; anonymous callers hear 401 before anything is revealed. */
  const ownedOrder = async (request: FastifyRequest): Promise<{ order: PrintOrder; site: SiteRow }> => {
    const order = await orders.findById(parse(orderParams, request.params).orderId)
    const site = await access.resourceSite(request, 'print.order', order?.site_id, printErrors.orderNotFound)
    if (!order) throw printErrors.orderNotFound()
    return { order, site }
  }

  app.post('/api/orders/shipmentMethods', async (request, reply) => {
    authorizedAccount(await access.actorOf(request), 'account.read')
    parse(shipmentMethodsBodySchema, request.body)
    return reply
      .headers(noStore)
      .send({ shipmentMethods: orders.shipmentMethods() } satisfies ShipmentMethodsResponse)
  })

  app.post('/api/orders', async (request, reply) => {
    // Anonymous callers hear 401 before their body is judged.
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const body = parse(orderCreateSchema, request.body)
    const site = await access.site(request, 'print.order', body.site)
    const order = await orders.create(site, account, body)
    return reply
      .status(201)
      .headers(noStore)
      .send({ id: order.id } satisfies OrderCreatedResponse)
  })

  app.get('/api/orders/:orderId', async (request, reply) => {
    const { order } = await ownedOrder(request)
    return reply.headers(noStore).send(presentOrder(order))
  })

  app.post('/api/orders/:orderId/payment/swish', async (request, reply) => {
    const { order, site } = await ownedOrder(request)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    return startSwish(
      request,
      reply,
      config,
      parse(swishBody, request.body).payerAlias,
      (payerAlias, callbackUrl) => orders.startSwish(order, site, account, payerAlias, callbackUrl),
    )
  })

  // The print shop's status callbacks. The secret in the path authenticates them; even so they only
  // name an order, whose state is read back from the shop (a forged one changes nothing).
  app.post(PRINT_SHOP_CALLBACK_PATH, async (request, reply) => {
    const { secret } = parse(callbackParams, request.params)
    if (!(await services.printShop.callback(secret, request.body, new Date())))
      throw printErrors.orderNotFound()
    return reply.send({ received: true })
  })

  app.post('/api/orders/:orderId/payment/stripe', async (request, reply) => {
    const { order, site } = await ownedOrder(request)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const started = await orders.startCard(order, site, account)
    return reply.headers(noStore).send(presentCardStart(started))
  })
}
