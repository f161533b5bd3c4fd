import { timingSafeEqual } from 'node:crypto'
import {
  type PrintShop,
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

/**
 * The embedded print shop: accepts every well-formed order, and tells it in production and then shipped as
 * time passes. Its order id carries the acceptance time, so any instance answers the same without
 * shared state.
 */
export function printShopSimulator(options: SimulatorOptions): PrintShop {
  const clock = options.clock ?? (() => new Date())
  return {
    simulated: true,
    async submitOrder(order) {
      // Refuses what the real shop could not print as paid for, so a mistake shows without one.
      const problem = printShopOrderProblem(order)
      if (problem) throw new PrintShopRequestError(400, `Not accepted by the simulator: ${problem}`)
      return { shopOrderId: `sim-${order.reference}-${clock().getTime()}` }
    },
    async orderStatus(shopOrderId) {
      const acceptedAt = Number(shopOrderId.split('-').at(-1))
      if (!shopOrderId.startsWith('sim-') || !Number.isFinite(acceptedAt)) return 'failed'
      const age = clock().getTime() - acceptedAt
      const status: PrintShopStatus =
        age >= options.shippedAfterMs
          ? 'shipped'
          : age >= options.inProductionAfterMs
            ? 'in_production'
            : 'accepted'
      return status
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
