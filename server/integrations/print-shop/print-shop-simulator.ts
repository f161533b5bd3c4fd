import { createHash, timingSafeEqual } from 'node:crypto'
import { type Carrier, carrierOf, findShipmentMethod, type ShipmentTracking } from '#domain/prints/orders.ts'
import {
  type PrintShop,
  type PrintShopProgress,
  PrintShopRequestError,
  type PrintShopStatus,
  printShopOrderProblem,
} from './print-shop.ts'

export interface SimulatorOptions {
  /** From acceptance to in production, and to shipped. */
  inProductionAfterMs: number
  shippedAfterMs: number
  clock?: () => Date
}

/** The secret the simulator's callbacks carry; it only ever moves simulated orders. */
export const SIMULATOR_CALLBACK_SECRET = 'simulator'

/** Each carrier's own tracking page, as a real shipment's link would go there. */
const TRACKING_PAGES: Record<Carrier, (number: string) => string> = {
  PostNord: (n) => `https://tracking.postnord.com/se/?id=${n}`,
  DHL: (n) => `https://www.dhl.com/se-sv/home/tracking.html?tracking-id=${n}`,
  'DHL Express': (n) => `https://www.dhl.com/se-sv/home/tracking.html?tracking-id=${n}`,
  Schenker: (n) => `https://www.dbschenker.com/app/tracking-public/?refNumber=${n}`,
}

/**
 * The parcel of a simulated order: a tracking number made from the shop order id (so every
 * instance tells the same one) and the carrier of the shipment method the order was sent with.
 */
function simulatedTracking(shopOrderId: string, methodUid: string | undefined): ShipmentTracking {
  const method = methodUid ? findShipmentMethod(methodUid) : undefined
  const carrier = method ? (carrierOf(method.name) ?? null) : null
  const digest = createHash('sha256').update(shopOrderId).digest()
  const trackingNumber = `SIM${String(digest.readUIntBE(0, 6)).padStart(15, '0')}`
  return {
    carrier,
    trackingNumber,
    trackingUrl: carrier ? TRACKING_PAGES[carrier](trackingNumber) : null,
  }
}

/**
 * The embedded print shop: accepts every well-formed order, and tells it in production and then shipped as
 * time passes, with a tracking number and link once shipped. Its order id carries the shipment
 * method and the acceptance time (`sim-{reference}-{method}-{ms}`), so any instance answers the
 * same without shared state.
 */
export function printShopSimulator(options: SimulatorOptions): PrintShop {
  const clock = options.clock ?? (() => new Date())
  return {
    simulated: true,
    async submitOrder(order) {
      // Refuses what the real shop could not print as paid for, so a mistake shows without one.
      const problem = printShopOrderProblem(order)
      if (problem) throw new PrintShopRequestError(400, `Not accepted by the simulator: ${problem}`)
      const method = order.shipmentMethod.shipmentMethodUid.replace(/[^A-Za-z0-9_]/g, '')
      return { shopOrderId: `sim-${order.reference}-${method}-${clock().getTime()}` }
    },
    async orderStatus(shopOrderId): Promise<PrintShopProgress> {
      const parts = shopOrderId.split('-')
      const acceptedAt = Number(parts.at(-1))
      if (!shopOrderId.startsWith('sim-') || !Number.isFinite(acceptedAt)) return { status: 'failed' }
      const age = clock().getTime() - acceptedAt
      const status: PrintShopStatus =
        age >= options.shippedAfterMs
          ? 'shipped'
          : age >= options.inProductionAfterMs
            ? 'in_production'
            : 'accepted'
      // An id of the older shape (`sim-{reference}-{ms}`) names no method: its parcel has no carrier.
      const method = parts.length >= 4 ? parts.at(-2) : undefined
      return status === 'shipped' ? { status, tracking: simulatedTracking(shopOrderId, method) } : { status }
    },
    callbackOrderId(secret, body) {
      const given = Buffer.from(secret)
      const expected = Buffer.from(SIMULATOR_CALLBACK_SECRET)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      const id = (body as { orderId?: unknown } | null)?.orderId
      return typeof id === 'string' && id.startsWith('sim-') ? id : undefined
    },
  }
}
