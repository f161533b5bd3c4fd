import type { PrintShopConfig } from '../../config.ts'
import { gelatoPrintShop } from './gelato-print-shop.ts'
import type { PrintShop } from './print-shop.ts'
import { printShopSimulator } from './print-shop-simulator.ts'

/** `clock`: what the simulator reads its orders' progress by (tests move it instead of waiting). */
export function createPrintShop(config: PrintShopConfig, clock?: () => Date): PrintShop {
  if (config.kind === 'gelato') {
    return gelatoPrintShop({
      apiUrl: config.apiUrl,
      apiKey: config.apiKey,
      webhookSecret: config.webhookSecret,
    })
  }
  return printShopSimulator({
    inProductionAfterMs: config.inProductionAfterMs,
    shippedAfterMs: config.shippedAfterMs,
    ...(clock ? { clock } : {}),
  })
}
