import { timingSafeEqual } from 'node:crypto'
import type { ShipmentTracking } from '#domain/prints/orders.ts'
import {
  type PrintShop,
  type PrintShopOrder,
  type PrintShopProgress,
  PrintShopRequestError,
  type PrintShopStatus,
  printShopOrderProblem,
} from './print-shop.ts'

export interface GelatoOptions {
  /** https://order.gelatoapis.com; a local fake in tests. */
  apiUrl: string
  apiKey: string
  /** The secret path segment of our callback URL, set in Gelato's webhook settings. */
  webhookSecret: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Gelato's fulfillmentStatus values, reduced to what our orders track. */
const STATUSES: Record<string, PrintShopStatus> = {
  created: 'accepted',
  uploading: 'accepted',
  passed: 'accepted',
  pending_approval: 'accepted',
  on_hold: 'accepted',
  draft: 'accepted',
  in_production: 'in_production',
  printed: 'in_production',
  shipped: 'shipped',
  in_transit: 'shipped',
  delivered: 'shipped',
  returned: 'shipped',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  failed: 'failed',
}

/** A parcel of the order's shipment: Gelato gives its tracking once the order has shipped. */
interface GelatoPackage {
  trackingCode?: string | null
  trackingUrl?: string | null
}

interface GelatoOrder {
  id: string
  orderReferenceId?: string
  fulfillmentStatus?: string
  shipment?: { shipmentMethodName?: string | null; packages?: GelatoPackage[] | null } | null
}

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

/**
 * The tracking of a shipped Gelato order (GET /v4/orders/{id}: shipment.shipmentMethodName and
 * shipment.packages[].trackingCode / trackingUrl): the first parcel that has a tracking code. An
 * order of cards and envelopes ships as one parcel; the link is only taken when it is https.
 */
function gelatoTracking(order: GelatoOrder): ShipmentTracking | undefined {
  const shipment = order.shipment
  if (!shipment) return undefined
  const parcels = Array.isArray(shipment.packages) ? shipment.packages : []
  const parcel =
    parcels.find((p) => nonEmpty(p?.trackingCode)) ?? parcels.find((p) => nonEmpty(p?.trackingUrl))
  const url = nonEmpty(parcel?.trackingUrl)
  const tracking: ShipmentTracking = {
    carrier: nonEmpty(shipment.shipmentMethodName),
    trackingNumber: nonEmpty(parcel?.trackingCode),
    trackingUrl: url && /^https:\/\//i.test(url) ? url : null,
  }
  return tracking.carrier || tracking.trackingNumber || tracking.trackingUrl ? tracking : undefined
}

/**
 * Gelato's Order API v4 (https://dashboard.gelato.com/docs/orders/v4/): POST /v4/orders creates an
 * order with our id as orderReferenceId, POST /v4/orders:search finds one sent before (so a retry
 * after a lost answer does not print twice), GET /v4/orders/{id} reads its fulfillmentStatus and,
 * once shipped, its shipment's tracking.
 * Every call carries the API key in X-API-KEY.
 */
export function gelatoPrintShop(options: GelatoOptions): PrintShop {
  const doFetch = options.fetch ?? fetch
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let res: Response
    try {
      res = await doFetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          'X-API-KEY': options.apiKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      })
    } catch (err) {
      throw new PrintShopRequestError(0, `Gelato ${method} ${path} failed: ${(err as Error).message}`)
    }
    const text = await res.text()
    if (!res.ok)
      throw new PrintShopRequestError(
        res.status,
        `Gelato ${method} ${path}: ${res.status} ${text.slice(0, 300)}`,
      )
    return (text ? JSON.parse(text) : {}) as T
  }

  const findByReference = async (reference: string): Promise<GelatoOrder | undefined> => {
    const found = await call<{ orders?: GelatoOrder[] }>('POST', '/v4/orders:search', {
      orderReferenceIds: [reference],
      limit: 1,
    })
    return found.orders?.find((o) => o.orderReferenceId === reference)
  }

  return {
    simulated: false,
    async submitOrder(order) {
      const problem = printShopOrderProblem(order)
      if (problem) throw new PrintShopRequestError(400, `Not sent to Gelato: ${problem}`)
      const earlier = await findByReference(order.reference)
      if (earlier) return { shopOrderId: earlier.id }
      const created = await call<GelatoOrder>('POST', '/v4/orders', gelatoOrderBody(order))
      if (!created.id) throw new PrintShopRequestError(502, 'Gelato answered an order without id')
      return { shopOrderId: created.id }
    },
    async orderStatus(shopOrderId): Promise<PrintShopProgress> {
      const order = await call<GelatoOrder>('GET', `/v4/orders/${encodeURIComponent(shopOrderId)}`)
      const status = STATUSES[order.fulfillmentStatus ?? ''] ?? 'accepted'
      const tracking = status === 'shipped' ? gelatoTracking(order) : undefined
      return tracking ? { status, tracking } : { status }
    },
    callbackOrderId(secret, body) {
      const given = Buffer.from(secret)
      const expected = Buffer.from(options.webhookSecret)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      const event = body as { event?: unknown; orderId?: unknown } | null
      return event?.event === 'order_status_updated' && typeof event.orderId === 'string'
        ? event.orderId
        : undefined
    },
  }
}

/** The create-order body of Gelato's Order API v4. */
export function gelatoOrderBody(order: PrintShopOrder) {
  const a = order.shippingAddress
  return {
    orderType: 'order',
    orderReferenceId: order.reference,
    customerReferenceId: order.reference,
    currency: order.currency,
    // Gelato prints `quantity` copies of an item's file: one item per card file.
    items: [
      ...order.cards.map((card) => ({
        itemReferenceId: `${order.reference}-${card.referenceSuffix}`,
        productUid: order.product,
        files: [{ type: 'default', url: card.fileUrl }],
        quantity: card.quantity,
      })),
      ...(order.envelopesProduct
        ? [
            {
              itemReferenceId: `${order.reference}-envelopes`,
              productUid: order.envelopesProduct,
              quantity: order.envelopesQuantity,
            },
          ]
        : []),
    ],
    shipmentMethodUid: order.shipmentMethod.type === 'express' ? 'express' : 'normal',
    shippingAddress: {
      firstName: a.firstName,
      lastName: a.lastName,
      addressLine1: a.addressLine1,
      city: a.city,
      postCode: a.postCode,
      country: order.country,
      email: a.email,
      phone: a.phone,
    },
  }
}
