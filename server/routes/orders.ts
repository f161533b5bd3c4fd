import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cardStartResponseSchema } from '#domain/payments.ts'
import {
  type OrderCreatedResponse,
  orderCreatedResponseSchema,
  orderCreateSchema,
  orderSchema,
  type ShipmentMethodsResponse,
  type SiteOrdersResponse,
  shipmentMethodsBodySchema,
  shipmentMethodsResponseSchema,
  siteOrdersResponseSchema,
} from '#domain/prints/orders.ts'
import { requestLanguage } from '../http/request-context.ts'
import { idParam, siteParams } from '../http/route-schemas.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import { presentOrder, presentSiteOrder } from '../presenters/order.presenter.ts'
import { presentCardStart } from '../presenters/payment.presenter.ts'
import type { PrintOrder } from '../repositories/print-orders.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { printErrors } from '../services/orders/prints-errors.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks, ownerFirst } from './owner-first.ts'
import { startSwish, swishStartResponses } from './payments.ts'

const orderParams = z.object({ orderId: idParam })
const swishBody = z.object({ payerAlias: z.string().max(100).optional() })
const callbackParams = z.object({ secret: z.string().min(1).max(200) })
export const PRINT_SHOP_CALLBACK_PATH = '/api/print-shop/callback/:secret'
const noStore = { 'cache-control': 'private, no-store' }
const tags = ['orders']

/** The orders calls of spec 002 section 7 and the order's payment (issue 15's payments service). */
export function orderRoutes(fastify: FastifyInstance, { config, services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { orders } = services
  // Anonymous callers hear 401 before their body is judged; the site it names is checked after.
  const accountFirst = ownerChecks(access).account()

  /** An order of a site the caller owns; anonymous callers hear 401 before anything is revealed. */
  const ownedOrder = async (
    request: FastifyRequest<{ Params: { orderId: string } }>,
  ): Promise<{ order: PrintOrder; site: SiteRow }> => {
    const order = await orders.findById(request.params.orderId)
    const site = await access.resourceSite(request, 'print.order', order?.site_id, printErrors.orderNotFound)
    if (!order) throw printErrors.orderNotFound()
    return { order, site }
  }
  const orderFirst = ownerFirst(ownedOrder)

  const shipmentMethods = {
    ...accountFirst,
    schema: {
      summary: 'Delivery options for a card order',
      tags,
      body: shipmentMethodsBodySchema,
      response: { 200: shipmentMethodsResponseSchema },
    },
  }
  app.post('/api/orders/shipmentMethods', shipmentMethods, async (_request, reply) => {
    return reply
      .headers(noStore)
      .send({ shipmentMethods: orders.shipmentMethods() } satisfies ShipmentMethodsResponse)
  })

  const create = {
    ...accountFirst,
    schema: {
      summary: 'Order printed cards (priced on the server)',
      tags,
      body: orderCreateSchema,
      response: { 201: orderCreatedResponseSchema },
    },
  }
  app.post('/api/orders', create, async (request, reply) => {
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const { body } = request
    const site = await access.site(request, 'print.order', body.site)
    const language = body.language ?? requestLanguage(request, config)
    const order = await orders.create(site, account, { ...body, language })
    return reply
      .status(201)
      .headers(noStore)
      .send({ id: order.id } satisfies OrderCreatedResponse)
  })

  const read = {
    ...orderFirst,
    schema: {
      summary: 'A card order with its totals and status',
      tags,
      params: orderParams,
      response: { 200: orderSchema },
    },
  }
  app.get('/api/orders/:orderId', read, async (request, reply) => {
    const { order } = await ownedOrder(request)
    return reply.headers(noStore).send(presentOrder(order))
  })

  const list = {
    ...ownerChecks(access).site('print.order'),
    schema: {
      summary: "A site's paid card orders with their status and tracking, newest first",
      tags,
      params: siteParams,
      response: { 200: siteOrdersResponseSchema },
    },
  }
  app.get('/api/sites/:siteId/orders', list, async (request, reply) => {
    const site = await access.site(request, 'print.order', request.params.siteId)
    const rows = await orders.listForSite(site)
    return reply.headers(noStore).send({ orders: rows.map(presentSiteOrder) } satisfies SiteOrdersResponse)
  })

  const swish = {
    ...orderFirst,
    schema: {
      summary: 'Start the Swish payment of an order',
      tags,
      params: orderParams,
      body: swishBody,
      response: swishStartResponses,
    },
  }
  app.post('/api/orders/:orderId/payment/swish', swish, async (request, reply) => {
    const { order, site } = await ownedOrder(request)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    return startSwish(request, reply, config, request.body.payerAlias, (payerAlias, callbackUrl) =>
      orders.startSwish(order, site, account, payerAlias, callbackUrl),
    )
  })

  // The print shop's status callbacks. The secret in the path authenticates them; even so they only
  // name an order, whose state is read back from the shop (a forged one changes nothing).
  const callback = {
    schema: {
      summary: "The print shop's status callback (the secret in the path authenticates it)",
      tags,
      params: callbackParams,
      response: { 200: z.object({ received: z.literal(true) }) },
    },
  }
  app.post(PRINT_SHOP_CALLBACK_PATH, callback, async (request, reply) => {
    const { secret } = request.params
    if (!(await services.printShop.callback(secret, request.body, new Date())))
      throw printErrors.orderNotFound()
    return reply.send({ received: true as const })
  })

  const card = {
    ...orderFirst,
    schema: {
      summary: 'Start the card payment of an order',
      tags,
      params: orderParams,
      response: { 200: cardStartResponseSchema },
    },
  }
  app.post('/api/orders/:orderId/payment/stripe', card, async (request, reply) => {
    const { order, site } = await ownedOrder(request)
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const started = await orders.startCard(order, site, account)
    return reply.headers(noStore).send(presentCardStart(started))
  })
}
