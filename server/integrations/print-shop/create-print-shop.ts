import type { PrintShopConfig } from '../../config.ts'
import { gelatoPrintShop } from './gelato-print-shop.ts'
import type { PrintShop } from './print-shop.ts'
import { printShopSimulator } from './print-shop-simulator.ts'

export function createPrintShop(config: PrintShopConfig): PrintShop {
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
  })
}
